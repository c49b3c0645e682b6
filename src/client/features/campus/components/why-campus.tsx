import { GraduationCap, TrendingUp, Users } from 'lucide-react';
import { IconCard } from '#client/components/ui/icon-card.tsx';
import { campusStrings } from '#client/features/campus/strings.ts';

const icons = [GraduationCap, Users, TrendingUp];
const cardClasses = {
  card: 'rounded-xl bg-white p-6 text-center shadow-sm',
  badge: 'mx-auto inline-flex rounded-full bg-brand-700 p-3 text-white',
  title: 'mt-4 text-lg font-semibold text-stone-900',
};

/** The 'why choose our campuses' block (SPEC §2): professional training, small groups, sports development. */
export function WhyCampus() {
  return (
    <section aria-labelledby="per-que-campus" className="rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
      <h2 id="per-que-campus" className="text-center text-2xl font-bold text-stone-900">
        {campusStrings.why.heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {campusStrings.why.points.map((point, i) => (
          <IconCard key={point.title} icon={icons[i]!} title={point.title} text={point.text} classes={cardClasses} />
        ))}
      </ul>
    </section>
  );
}
