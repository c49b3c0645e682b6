import { Flame, Handshake, Medal } from 'lucide-react';
import { IconCard } from '#client/components/ui/icon-card.tsx';
import { clubValues, historyMessages } from '#client/features/history/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

const icons = { passion: Flame, community: Handshake, excellence: Medal };
const cardClasses = {
  card: 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm',
  badge: 'inline-flex rounded-full bg-brand-50 p-3 text-brand-700',
  title: 'mt-4 text-xl font-bold text-stone-900',
};

export function ClubValues() {
  const t = useMessages(historyMessages);
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className="text-2xl font-bold text-stone-900">
        {t.valuesHeading}
      </h2>
      <p className="mt-2 text-stone-700">{t.valuesIntro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {clubValues.map((value) => (
          <IconCard key={value} icon={icons[value]} title={t[`${value}Name`]} text={t[`${value}Text`]} classes={cardClasses} />
        ))}
      </ul>
    </section>
  );
}
