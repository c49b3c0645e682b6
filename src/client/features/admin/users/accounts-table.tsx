import type { ShownLink } from '#client/features/admin/users/link-dialog.tsx';
import { AccountActions } from '#client/features/admin/users/account-actions.tsx';
import { StackedCell, StackedTable, stackedRowClass } from '#client/features/admin/users/stacked-table.tsx';
import { usersStrings as s } from '#client/features/admin/users/strings.ts';
import { formatDateTime } from '#shared/dates.ts';
import { roleLabels } from '#shared/permissions.ts';
import type { VolunteerAccount } from '#shared/schemas/users.ts';

const c = s.columns;
const columns = [c.username, c.email, c.role, c.status, c.secondFactor, c.lastSignIn, c.actions] as const;

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

type Props = {
  accounts: VolunteerAccount[];
  /** The signed-in admin's username (their own row says so and offers no role change or disabling). */
  me: string;
  onChangeRole: (account: VolunteerAccount) => void;
  onLink: (link: ShownLink) => void;
};

/** Every account: who, their address, role, whether it is active, its second factor, the last sign-in and actions. */
export function AccountsTable({ accounts, me, onChangeRole, onLink }: Props) {
  return (
    <StackedTable caption={s.accounts} columns={columns}>
      {accounts.map((a) => {
        const own = a.username === me;
        return (
          <tr key={a.id} className={stackedRowClass} data-testid="account-row">
            <StackedCell label={c.username}>
              <span className="font-semibold text-stone-900">{a.username}</span>
              {own ? <span className="text-stone-600"> {s.you}</span> : null}
            </StackedCell>
            <StackedCell label={c.email}>{a.email ?? <span className="text-stone-600">{s.noEmail}</span>}</StackedCell>
            <StackedCell label={c.role}>{roleLabels[a.role]}</StackedCell>
            <StackedCell label={c.status}>
              <span className={`${badge} ${a.disabled ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}>
                {a.disabled ? s.disabled : s.active}
              </span>
            </StackedCell>
            <StackedCell label={c.secondFactor}>{a.secondFactor ? s.on : s.off}</StackedCell>
            <StackedCell label={c.lastSignIn}>{a.lastSignInAt ? formatDateTime(a.lastSignInAt) : s.never}</StackedCell>
            <StackedCell label={c.actions}>
              <AccountActions account={a} own={own} onChangeRole={onChangeRole} onLink={onLink} />
            </StackedCell>
          </tr>
        );
      })}
    </StackedTable>
  );
}
