import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useAdminSession } from '#client/api/get-admin-session.ts';
import { useAdminUsers } from '#client/api/get-admin-users.ts';
import { AccountsTable } from '#client/features/admin/users/accounts-table.tsx';
import { InvitationsTable } from '#client/features/admin/users/invitations-table.tsx';
import { InviteDialog } from '#client/features/admin/users/invite-dialog.tsx';
import { LinkDialog, type ShownLink } from '#client/features/admin/users/link-dialog.tsx';
import { RoleDialog } from '#client/features/admin/users/role-dialog.tsx';
import { usersStrings as s } from '#client/features/admin/users/strings.ts';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import type { VolunteerAccount } from '#shared/schemas/users.ts';

/**
 * The Usuaris area (issue 15 item 1, decision 188): the volunteers' accounts and pending invitations; inviting one,
 * changing a role, disabling or enabling an account, a link to choose a new password. A link made here is shown
 * once, to pass on by hand when the mail does not arrive.
 */
export default function UsersArea() {
  const users = useAdminUsers();
  const me = useAdminSession().data?.username ?? '';
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<VolunteerAccount | undefined>();
  const [link, setLink] = useState<ShownLink | undefined>();
  const data = users.data;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-stone-700">{s.intro}</p>
        <button type="button" className={buttonClass.primary} onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {s.invite}
        </button>
      </div>
      <section aria-labelledby="users-accounts">
        <h3 id="users-accounts" className="mb-3 text-lg font-semibold text-stone-900">
          {s.accounts}
        </h3>
        <ListState isPending={users.isPending} error={users.error} isEmpty={data?.accounts.length === 0} emptyText={s.accountsEmpty} onRetry={() => users.refetch()}>
          <AccountsTable accounts={data?.accounts ?? []} me={me} onChangeRole={setRoleOf} onLink={setLink} />
        </ListState>
      </section>
      <section aria-labelledby="users-invitations">
        <h3 id="users-invitations" className="mb-3 text-lg font-semibold text-stone-900">
          {s.invitations}
        </h3>
        {users.isPending || users.error ? null : data?.invitations.length ? (
          <InvitationsTable invitations={data.invitations} />
        ) : (
          <p className="text-sm text-stone-600">{s.invitationsEmpty}</p>
        )}
      </section>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(created) => {
          setInviting(false);
          setLink(created);
        }}
      />
      <RoleDialog account={roleOf} onClose={() => setRoleOf(undefined)} />
      <LinkDialog link={link} onClose={() => setLink(undefined)} />
    </div>
  );
}
