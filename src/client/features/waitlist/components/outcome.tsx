import { useEffect, useRef } from 'react';
import { PageLinks } from '#client/features/waitlist/components/page-links.tsx';

/**
 * Where a link ends (accepted, declined, expired, left…): a heading that takes the focus when it appears (so a
 * screen reader says what happened), its text and the way on.
 */
export function Outcome({ heading, text, tone = 'info', family = false }: { heading: string; text: string; tone?: 'done' | 'info'; family?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className={`space-y-4 rounded-xl border p-6 ${tone === 'done' ? 'border-green-200 bg-green-50' : 'border-stone-200 bg-white'}`}>
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
        {heading}
      </h2>
      <p className="text-stone-800">{text}</p>
      <PageLinks family={family} />
    </section>
  );
}
