import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { CardImage } from '#client/components/ui/card-image.tsx';
import { ShareButton } from '#client/components/ui/share-button.tsx';
import { campusMessages } from '#client/features/campus/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { smallVariant } from '#client/lib/image-ref.ts';
import { formatDate, todayInMadrid } from '#shared/dates.ts';
import { itemPath } from '#shared/item-links.ts';
import { formatPrice, toCents } from '#shared/money.ts';
import type { Campus } from '#shared/schemas/campus.ts';

/**
 * One campus: image, name, description, dates, ages, the club's schedule text (SPEC's 'Horari a confirmar' until set)
 * and location, both prices, places left and the sign-up button (a full campus: its waiting list's).
 */
export function CampusCard({
  campus,
  eager,
  priority = false,
  onSignUp,
  onWaitlist,
}: {
  campus: Campus;
  eager: boolean;
  /** The first card: its image is the page's largest paint (the server preloads it too), fetched before the rest. */
  priority?: boolean;
  onSignUp: (campus: Campus) => void;
  /** A full campus (not ended) offers its waiting list instead of the sign-up. */
  onWaitlist: (campus: Campus) => void;
}) {
  const s = useMessages(campusMessages);
  const priceText = (price: string) => (toCents(price) === 0 ? s.free : formatPrice(price, pageLocale));
  const start = formatDate(campus.startDate, pageLocale);
  const end = formatDate(campus.endDate, pageLocale);
  const ended = campus.endDate < todayInMadrid();
  const full = campus.placesLeft <= 0;
  const closed = full || ended;
  const headingId = `campus-${campus.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <CardImage src={smallVariant(campus.imageUrl)} eager={eager} priority={priority} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-stone-900">
            {campus.name}
          </h3>
          <p className="mt-2 text-stone-700">{campus.description}</p>
        </div>
        <ul className="space-y-2 text-sm text-stone-800">
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden />
            {start === end ? start : s.dates({ start, end })}
          </li>
          <li className="flex items-center gap-2">
            <Users className="h-4 w-4 text-brand-700" aria-hidden />
            {s.ages({ min: campus.ageMin, max: campus.ageMax })}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            {campus.schedule}
          </li>
          {campus.location ? (
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              {campus.location}
            </li>
          ) : null}
        </ul>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{s.memberPrice}</dt>
            <dd className="mt-1 text-lg font-bold text-stone-900">{priceText(campus.priceClubMember)}</dd>
          </div>
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{s.nonMemberPrice}</dt>
            <dd className="mt-1 text-lg font-bold text-stone-900">{priceText(campus.priceNonMember)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className={`text-sm font-semibold ${closed ? 'text-red-800' : 'text-green-800'}`}>
            {ended ? s.ended : full ? s.full : s.placesLeft(campus.placesLeft)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title={campus.name} path={itemPath('campus', campus)} named />
            {full && !ended ? (
              <button
                type="button"
                aria-label={s.waitlistLabel({ name: campus.name })}
                onClick={() => onWaitlist(campus)}
                className="rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {s.waitlist}
              </button>
            ) : (
              <button
                type="button"
                disabled={closed}
                aria-label={closed ? undefined : s.signUpLabel({ name: campus.name })}
                onClick={() => onSignUp(campus)}
                className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400"
              >
                {s.signUp}
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
