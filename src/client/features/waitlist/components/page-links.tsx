import { Link } from 'wouter';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-70';

/** Where a family goes from here: the campuses (free places, signing up again) and, if asked, its own page. */
export function PageLinks({ family = false }: { family?: boolean }) {
  const t = useMessages(waitlistPageMessages);
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={paths.campus} className={primaryButton}>
        {t.campusLink}
      </Link>
      {family ? (
        <Link href={paths.family} className={secondaryButton}>
          {t.familyLink}
        </Link>
      ) : null}
    </div>
  );
}
