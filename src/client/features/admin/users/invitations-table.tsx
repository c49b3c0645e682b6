import { Trash2 } from 'lucide-react';
import { useDeleteInvitation } from '#client/api/delete-invitation.ts';
import { StackedCell, StackedTable, stackedRowClass } from '#client/features/admin/users/stacked-table.tsx';
import { usersStrings as s } from '#client/features/admin/users/strings.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { formatDateTime } from '#shared/dates.ts';
import { roleLabels } from '#shared/permissions.ts';
import type { PendingInvitation } from '#shared/schemas/users.ts';

const c = s.columns;
const columns = [c.username, c.email, c.role, c.expires, c.actions] as const;

/** Invitations sent and not accepted yet: who, where, which role, until when; each can be withdrawn. */
export function InvitationsTable({ invitations }: { invitations: PendingInvitation[] }) {
  const withdraw = useDeleteInvitation();
  return (
    <StackedTable caption={s.invitations} columns={columns}>
      {invitations.map((i) => (
        <tr key={i.id} className={stackedRowClass} data-testid="invitation-row">
          <StackedCell label={c.username}>
            <span className="font-semibold text-stone-900">{i.username}</span>
          </StackedCell>
          <StackedCell label={c.email}>{i.email}</StackedCell>
          <StackedCell label={c.role}>{roleLabels[i.role]}</StackedCell>
          <StackedCell label={c.expires}>{formatDateTime(i.expiresAt)}</StackedCell>
          <StackedCell label={c.actions}>
            <ConfirmDialog
              trigger={
                <button type="button" className={`${buttonClass.ghostDanger} px-3 py-1.5`} aria-label={s.withdrawOf(i.username)}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {s.withdraw}
                </button>
              }
              title={s.withdrawTitle(i.username)}
              description={<p>{s.withdrawText}</p>}
              confirmLabel={s.withdraw}
              onConfirm={() => withdraw.mutate(i.id, toastOutcome(s.withdrawn, s.withdrawError))}
            />
          </StackedCell>
        </tr>
      ))}
    </StackedTable>
  );
}
