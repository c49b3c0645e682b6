import type { LucideIcon } from 'lucide-react';

/** Each page's look for its icon cards. */
export type IconCardClasses = { card: string; badge: string; title: string };

/** A list item of a points block ("why our campuses", the club's values): an icon in a round badge, a title, a text. */
export function IconCard({ icon: Icon, title, text, classes }: { icon: LucideIcon; title: string; text: string; classes: IconCardClasses }) {
  return (
    <li className={classes.card}>
      <span className={classes.badge}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <h3 className={classes.title}>{title}</h3>
      <p className="mt-2 text-stone-700">{text}</p>
    </li>
  );
}
