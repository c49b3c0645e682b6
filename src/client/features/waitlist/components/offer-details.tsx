import type { ReactNode } from 'react';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { formatPrice, toCents } from '#shared/money.ts';
import type { WaitlistOffer } from '#shared/schemas/campus-waitlist.ts';

/** What an offer holds: the campus, its dates, the children, the amount for all of them and the deadline. */
export function OfferDetails({ offer }: { offer: WaitlistOffer }) {
  const t = useMessages(waitlistPageMessages);
  const start = formatDate(offer.campus.startDate, pageLocale);
  const end = formatDate(offer.campus.endDate, pageLocale);
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="text-stone-900 sm:col-span-2">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="waitlist-offer" className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="waitlist-offer" className="text-xl font-bold text-stone-900">
        {t.offerHeading}
      </h2>
      <p className="text-stone-700">{t.offerIntro}</p>
      <dl className="space-y-3">
        {row(t.campus, <strong>{offer.campus.name}</strong>)}
        {row(t.dates, start === end ? start : t.datesRange({ start, end }))}
        {row(
          t.children,
          <ul>
            {offer.children.map((c) => (
              <li key={`${c.childName} ${c.childSurname}`}>
                {c.childName} {c.childSurname}
              </li>
            ))}
          </ul>,
        )}
        {row(t.amount, <strong>{toCents(offer.amount) === 0 ? t.free : formatPrice(offer.amount, pageLocale)}</strong>)}
        {offer.expiresAt ? row(t.deadline, <strong>{formatDateTime(offer.expiresAt, pageLocale)}</strong>) : null}
      </dl>
    </section>
  );
}
