import { Flame, Handshake, Medal } from 'lucide-react';
import { clubValues, historyStrings } from '#client/features/history/strings.ts';

const icons = [Flame, Handshake, Medal];

export function ClubValues() {
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className="text-2xl font-bold text-stone-900">
        {historyStrings.valuesHeading}
      </h2>
      <p className="mt-2 text-stone-700">{historyStrings.valuesIntro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {clubValues.map((value, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li key={value.name} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex rounded-full bg-brand-50 p-3 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-bold text-stone-900">{value.name}</h3>
              <p className="mt-2 text-stone-700">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
