import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { DialogShell, focusOnClose } from '#client/components/ui/dialog-shell.tsx';
import { NewTabLink } from '#client/components/ui/external-link.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { toast } from '#client/lib/toast.ts';
import { buttonBase } from '#client/features/matches/components/calendar-subscription.tsx';
import { calendarMessages } from '#client/features/matches/calendar-strings.ts';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { clubCalendarPath, googleCalendarUrl, teamCalendarPath, webcalUrl } from '#shared/calendar.ts';

const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/60',
  content:
    'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl',
  header: 'flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4',
  title: 'text-lg font-bold text-stone-900',
  description: 'mt-1 text-sm font-semibold text-brand-800',
  close: 'rounded-md p-2 text-stone-700 hover:bg-stone-100',
};

/** The subscription dialog (a lazy chunk: /partits loads it when the button is approached or pressed). */
export default function CalendarSubscriptionDialog({ team, open, onOpenChange, returnFocus }: {
  team: { id: number; name: string } | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useMessages(calendarMessages);
  const { addToCalendar } = useMessages(matchesMessages);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      classes={dialogClasses}
      title={addToCalendar}
      description={team ? t.forTeam({ team: team.name }) : t.forClub}
      closeLabel={t.close}
      onCloseAutoFocus={focusOnClose(returnFocus)}
    >
      {open ? <SubscriptionLinks path={team ? teamCalendarPath(team.id) : clubCalendarPath} /> : null}
    </DialogShell>
  );
}

function SubscriptionLinks({ path }: { path: string }) {
  const t = useMessages(calendarMessages);
  const url = new URL(path, window.location.origin).href;
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), subscribe: useId(), link: useId() };

  const copy = async () => {
    if (await copyText(url)) {
      toast({ title: t.copied, description: t.copiedText });
      return;
    }
    input.current?.focus();
    input.current?.select();
    toast({ title: t.copyFailed, description: t.copyFailedText, variant: 'destructive' });
  };

  return (
    <div className="space-y-5 p-5">
      <p className="text-stone-700">{t.explain}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <a
            href={webcalUrl(url)}
            aria-describedby={ids.subscribe}
            className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <CalendarPlus className="h-4 w-4" aria-hidden />
            {t.subscribe}
          </a>
          <p id={ids.subscribe} className="text-xs text-stone-600">
            {t.subscribeHint}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <NewTabLink
            href={googleCalendarUrl(url)}
            newTabText={t.newTab}
            className={`${buttonBase} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            {t.google}
          </NewTabLink>
          <p className="text-xs text-stone-600">
            {t.googleHint}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.input} className="text-sm font-semibold text-stone-800">
          {t.linkLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={ids.input}
            readOnly
            value={url}
            aria-describedby={ids.link}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900"
          />
          <button
            type="button"
            onClick={() => void copy()}
            className={`${buttonBase} border border-stone-300 bg-white py-2 text-stone-900 hover:bg-stone-100`}
          >
            <Copy className="h-4 w-4" aria-hidden />
            {t.copy}
          </button>
        </div>
        <p id={ids.link} className="text-xs text-stone-600">
          {t.linkHint}
        </p>
      </div>
    </div>
  );
}
