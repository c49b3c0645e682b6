import { useState } from 'react';
import { useLeaveWaitlist } from '#client/api/leave-waitlist.ts';
import { ConfirmPanel } from '#client/features/waitlist/components/confirm-panel.tsx';
import { Outcome } from '#client/features/waitlist/components/outcome.tsx';
import { primaryButton } from '#client/features/waitlist/components/page-links.tsx';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMessages } from '#client/lib/i18n.ts';

/**
 * "Sortir de la llista d'espera" from the e-mailed link: asked once more, then done. A link already used or unknown
 * says the server's reason (in the page's language) and the way on.
 */
export function LeaveView({ token }: { token: string }) {
  const t = useMessages(waitlistPageMessages);
  const leave$ = useLeaveWaitlist();
  const [asking, setAsking] = useState(false);
  if (leave$.isSuccess) return <Outcome heading={t.leftHeading} text={t.leftText} tone="done" />;
  if (leave$.error) {
    const message = leave$.error instanceof ApiError ? leave$.error.serverMessage : undefined;
    return <Outcome heading={t.errorTitle} text={message ?? t.loadError} family />;
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="waitlist-leave" className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="waitlist-leave" className="text-xl font-bold text-stone-900">
          {t.leaveHeading}
        </h2>
        <p className="text-stone-700">{t.leaveText}</p>
        {asking ? null : (
          <button type="button" className={primaryButton} onClick={() => setAsking(true)}>
            {t.leave}
          </button>
        )}
      </section>
      {asking ? (
        <ConfirmPanel
          heading={t.leaveConfirmHeading}
          text={t.leaveText}
          confirmLabel={t.leaveConfirm}
          busyLabel={t.leaving}
          backLabel={t.back}
          pending={leave$.isPending}
          onConfirm={() => leave$.mutate(token)}
          onBack={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
