import { GraduationCap, TrendingUp, Users } from 'lucide-react';
import { IconCard } from '#client/components/ui/icon-card.tsx';
import { campusMessages } from '#client/features/campus/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

const icons = [GraduationCap, Users, TrendingUp];
const cardClasses = {
  card: 'rounded-xl bg-white p-6 text-center shadow-sm',
  badge: 'mx-auto inline-flex rounded-full bg-brand-700 p-3 text-white',
  title: 'mt-4 text-lg font-semibold text-stone-900',
};

/** The 'why choose our campuses' block (SPEC §2): professional training, small groups, sports development. */
export function WhyCampus() {
  const t = useMessages(campusMessages);
  const points = [
    { title: t.whyPoint1Title, text: t.whyPoint1Text },
    { title: t.whyPoint2Title, text: t.whyPoint2Text },
    { title: t.whyPoint3Title, text: t.whyPoint3Text },
  ];
  return (
    <section aria-labelledby="per-que-campus" className="rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
      <h2 id="per-que-campus" className="text-center text-2xl font-bold text-stone-900">
        {t.whyHeading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {points.map((point, i) => (
          <IconCard key={point.title} icon={icons[i]!} title={point.title} text={point.text} classes={cardClasses} />
        ))}
      </ul>
    </section>
  );
}
