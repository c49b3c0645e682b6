import { historyMessages, timelineYears } from '#client/features/history/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export function Timeline() {
  const t = useMessages(historyMessages);
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-2xl font-bold text-stone-900">
        {t.timelineHeading}
      </h2>
      <ol className="relative mt-8 space-y-8 border-l-2 border-brand-100 pl-8">
        {timelineYears.map((year) => (
          <li key={year} className="relative">
            <span
              aria-hidden
              className="absolute -left-[2.7rem] top-1 h-5 w-5 rounded-full border-4 border-white bg-brand-700 shadow"
            />
            <h3 className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-2xl font-extrabold text-brand-800">{year}</span>
              <span className="text-lg font-semibold text-stone-900">{t[`event${year}Title`]}</span>
            </h3>
            <p className="mt-2 max-w-2xl text-stone-700">{t[`event${year}Text`]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
