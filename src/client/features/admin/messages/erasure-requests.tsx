import { useConfirmErasureRequest } from '#client/api/confirm-erasure-request.ts';
import { useDismissErasureRequest } from '#client/api/dismiss-erasure-request.ts';
import { adminErasureRequestsQuery } from '#client/api/get-admin-erasure-requests.ts';
import { erasureStrings as s } from '#client/features/admin/messages/erasure-strings.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { formatDateTime } from '#shared/dates.ts';

/**
 * "Sol·licituds d'esborrament" at the top of the Missatges tab (no eleventh tab): shown only while families are
 * waiting for an answer. Confirming erases for good, so it asks first; dismissing keeps everything.
 */
export function ErasureRequests() {
  const requests = adminErasureRequestsQuery.useQuery();
  const confirm = useConfirmErasureRequest();
  const dismiss = useDismissErasureRequest();
  const rows = (requests.data ?? []).filter((r) => r.status === 'pending');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="erasure-requests-heading" className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="erasure-requests-heading" className="text-lg font-bold text-stone-900">
        {s.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{s.note(rows.length)}</p>
      <ul aria-label={s.listLabel} className={`${cardClass} mt-3 divide-y divide-stone-200`}>
        {rows.map((r) => {
          // A pending request always has its address (it is emptied only when the erasure is done).
          const email = r.email ?? '';
          return (
          <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="break-all font-semibold text-stone-900">{email}</p>
              <p className="text-sm text-stone-600">{s.requested(formatDateTime(r.requestedAt))}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                title={s.confirmTitle}
                description={s.confirmText(email)}
                confirmLabel={s.confirmAction}
                onConfirm={() =>
                  confirm.mutate(r.id, { onSuccess: () => notifySuccess(s.confirmed), onError: (err) => notifyError(s.confirmError, err) })
                }
                trigger={
                  <button type="button" className={buttonClass.danger} aria-label={s.confirmLabel(email)} disabled={confirm.isPending}>
                    {s.confirm}
                  </button>
                }
              />
              <button
                type="button"
                className={buttonClass.secondary}
                aria-label={s.dismissLabel(email)}
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(r.id, { onSuccess: () => notifySuccess(s.dismissed), onError: (err) => notifyError(s.dismissError, err) })
                }
              >
                {s.dismiss}
              </button>
            </div>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
