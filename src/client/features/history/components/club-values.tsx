import { Flame, Handshake, Medal } from 'lucide-react';
import { IconCard } from '#client/components/ui/icon-card.tsx';
import { clubValues, historyStrings } from '#client/features/history/strings.ts';

const icons = [Flame, Handshake, Medal];
const cardClasses = {
  card: 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm',
  badge: 'inline-flex rounded-full bg-brand-50 p-3 text-brand-700',
  title: 'mt-4 text-xl font-bold text-stone-900',
};

export function ClubValues() {
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className="text-2xl font-bold text-stone-900">
        {historyStrings.valuesHeading}
      </h2>
      <p className="mt-2 text-stone-700">{historyStrings.valuesIntro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {clubValues.map((value, i) => (
          <IconCard key={value.name} icon={icons[i % icons.length]!} title={value.name} text={value.text} classes={cardClasses} />
        ))}
      </ul>
    </section>
  );
}
