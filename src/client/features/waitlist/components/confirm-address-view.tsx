import { useConfirmWaitlistAddress } from '#client/api/confirm-waitlist-address.ts';
import { Outcome } from '#client/features/waitlist/components/outcome.tsx';
import { primaryButton } from '#client/features/waitlist/components/page-links.tsx';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMessages } from '#client/lib/i18n.ts';

/**
 * The link mailed at joining (issue 22 finding 1): one click confirms the entry's address — a click, not the page's
 * load, so a mail scanner that opens links confirms nothing. Then the entry's position; a used, unknown or lapsed
 * link says the server's reason in the page's language.
 */
export function ConfirmAddressView({ token }: { token: string }) {
  const t = useMessages(waitlistPageMessages);
  const confirm$ = useConfirmWaitlistAddress();
  if (confirm$.data) return <Outcome heading={t.confirmedHeading} text={t.confirmedText({ position: confirm$.data.position })} tone="done" />;
  if (confirm$.error) {
    const message = confirm$.error instanceof ApiError ? confirm$.error.serverMessage : undefined;
    return <Outcome heading={t.errorTitle} text={message ?? t.loadError} />;
  }
  return (
    <section aria-labelledby="waitlist-confirm" className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="waitlist-confirm" className="text-xl font-bold text-stone-900">
        {t.confirmHeading}
      </h2>
      <p className="text-stone-700">{t.confirmText}</p>
      <button type="button" className={primaryButton} disabled={confirm$.isPending} onClick={() => confirm$.mutate(token)}>
        {confirm$.isPending ? t.confirming : t.confirm}
      </button>
    </section>
  );
}
