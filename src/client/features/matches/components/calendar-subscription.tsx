import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export const buttonBase = 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold';

// On a Spanish or French page the dialog's texts come with its code.
const loadDialog = withTexts(['calendar'], () => import('#client/features/matches/components/calendar-subscription-dialog.tsx'));
const CalendarSubscriptionDialog = lazy(loadDialog);

/**
 * "Afegeix al calendari" on /partits (issue 13 item 5, decision 172): a subscription, not a one-off file, for the
 * chosen team (by id, so a rename keeps it) or the whole club: a webcal:// link, Google Calendar, and the https
 * address to copy for any other app. The dialog is its own chunk, fetched when the button is approached, so the
 * page's first load carries none of it.
 */
export function CalendarSubscription({ team }: { team: { id: number; name: string } | undefined }) {
  const t = useMessages(matchesMessages);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        title={t.addToCalendarHint}
        className={`${buttonBase} border border-brand-700 py-2 text-brand-800 hover:bg-brand-50`}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden />
        {t.addToCalendar}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CalendarSubscriptionDialog team={team} open={open} onOpenChange={setOpen} returnFocus={() => opener.current} />
        </Suspense>
      ) : null}
    </>
  );
}
