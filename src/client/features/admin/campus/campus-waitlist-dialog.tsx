import { ArrowDown, ArrowUp, Send } from 'lucide-react';
import { useDeleteWaitlistEntry } from '#client/api/delete-waitlist-entry.ts';
import { useAdminCampusWaitlist } from '#client/api/get-admin-campus-waitlist.ts';
import { useMoveWaitlistEntry } from '#client/api/move-waitlist-entry.ts';
import { useSendWaitlistOffer } from '#client/api/send-waitlist-offer.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import type { AdminWaitlistEntry } from '#shared/schemas/campus-waitlist.ts';
import type { AdminCampus } from '#shared/schemas/campus.ts';

const s = campusAdminStrings.waitlist;
const live = (e: AdminWaitlistEntry) => e.status === 'waiting' || e.status === 'offered';
const who = (e: AdminWaitlistEntry) => e.children.map((c) => `${c.childName} ${c.childSurname}`).join(', ');

/** One entry: position, children, the family's contact, places, status and offer deadline, then its actions. */
function WaitlistEntryItem({ entry, first, last }: { entry: AdminWaitlistEntry; first: boolean; last: boolean }) {
  const move = useMoveWaitlistEntry();
  const offer = useSendWaitlistOffer();
  const remove = useDeleteWaitlistEntry();
  const name = who(entry);
  const busy = move.isPending || offer.isPending || remove.isPending;
  return (
    <li className={`space-y-2 rounded-lg border p-4 ${entry.status === 'offered' ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-stone-900">
          {entry.position !== null ? <span className="mr-2 text-brand-800">{s.position(entry.position)}</span> : null}
          {name}
        </h4>
        <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-900">
          {entry.status === 'waiting' && !entry.confirmed ? s.unconfirmed : (s.statusLabels[entry.status] ?? entry.status)}
        </span>
      </div>
      {entry.children.length === 1 ? (
        <p className="text-sm text-stone-700">{s.born(formatDate(entry.children[0]!.birthDate))}</p>
      ) : (
        <ul className="text-sm text-stone-700">
          {entry.children.map((c) => (
            <li key={`${c.childName} ${c.childSurname} ${c.birthDate}`}>
              {c.childName} {c.childSurname} · {formatDate(c.birthDate)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-800">
        <a className="font-medium text-brand-800 underline" href={`mailto:${entry.parentEmail}`}>
          {entry.parentEmail}
        </a>{' '}
        · <a className="whitespace-nowrap" href={`tel:${entry.parentPhone.replace(/\s+/g, '')}`}>{entry.parentPhone}</a>
        {entry.isClubMember ? ` · ${s.member}` : ''}
      </p>
      <p className="text-sm text-stone-700">
        {s.places(entry.places)} · {s.joinedAt(formatDateTime(entry.createdAt))}
        {entry.offerExpiresAt ? <strong className="block text-amber-900">{s.offerUntil(formatDateTime(entry.offerExpiresAt))}</strong> : null}
      </p>
      {live(entry) ? (
        <div className="flex flex-wrap gap-1 pt-1">
          {entry.status === 'waiting' ? (
            <>
              {(['up', 'down'] as const).map((direction) => {
                const Icon = direction === 'up' ? ArrowUp : ArrowDown;
                return (
                  <button
                    key={direction}
                    type="button"
                    className={buttonClass.ghost}
                    disabled={busy || (direction === 'up' ? first : last)}
                    aria-label={direction === 'up' ? s.upLabel(name) : s.downLabel(name)}
                    onClick={() => move.mutate({ id: entry.id, direction }, toastOutcome(s.moved, s.moveError))}
                  >
                    <Icon className="h-4 w-4" aria-hidden />
                    {s[direction]}
                  </button>
                );
              })}
              <button
                type="button"
                className={buttonClass.ghost}
                disabled={busy || !entry.confirmed}
                title={entry.confirmed ? undefined : s.unconfirmedHint}
                aria-label={s.offerLabel(name)}
                onClick={() => offer.mutate(entry.id, toastOutcome(s.offered, s.offerError))}
              >
                <Send className="h-4 w-4" aria-hidden />
                {s.offer}
              </button>
            </>
          ) : null}
          <DeleteWithConfirm
            label={s.removeLabel(name)}
            title={s.confirmTitle}
            description={s.confirmText(name)}
            onConfirm={() => remove.mutate(entry.id, toastOutcome(s.removed, s.removeError))}
          />
        </div>
      ) : null}
    </li>
  );
}

/** "Llista d'espera" of one campus (issue 14 item 1): the entries in order, live ones first as the server sends them. */
export function CampusWaitlistDialog({ campus, onClose }: { campus: AdminCampus; onClose: () => void }) {
  const list = useAdminCampusWaitlist(campus.id);
  const entries = list.data ?? [];
  const waiting = entries.filter((e) => e.status === 'waiting');
  return (
    <FormDialog open onOpenChange={(open) => (open ? undefined : onClose())} title={s.title(campus.name)} description={s.description}>
      <ListState isPending={list.isPending} error={list.error} isEmpty={entries.length === 0} emptyText={s.empty} onRetry={() => void list.refetch()}>
        <ol className="space-y-3">
          {entries.map((e) => (
            <WaitlistEntryItem key={e.id} entry={e} first={waiting[0]?.id === e.id} last={waiting.at(-1)?.id === e.id} />
          ))}
        </ol>
      </ListState>
    </FormDialog>
  );
}
