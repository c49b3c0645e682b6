import { type ReactNode, useId } from 'react';
import { cardClass, sectionHeadingClass } from '#client/features/family/styles.ts';

/** One list of the family page: its heading, then its items or what to say when there are none. */
export function RecordsSection({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className={sectionHeadingClass}>
        {title}
      </h2>
      {count === 0 ? <p className={`${cardClass} text-stone-700`}>{empty}</p> : <ul className="space-y-3">{children}</ul>}
    </section>
  );
}

/** A label and its value in an item's details. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="break-all text-stone-900">{children}</dd>
    </div>
  );
}
