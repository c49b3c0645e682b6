import { KeyRound, Power, PowerOff, ShieldOff, UserCog } from 'lucide-react';
import { useCreatePasswordLink } from '#client/api/create-password-link.ts';
import { useDisableUser } from '#client/api/disable-user.ts';
import { useEnableUser } from '#client/api/enable-user.ts';
import { useResetSecondFactor } from '#client/api/reset-second-factor.ts';
import type { ShownLink } from '#client/features/admin/users/link-dialog.tsx';
import { usersStrings as s } from '#client/features/admin/users/strings.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { notifyError, toastOutcome } from '#client/features/admin/ui/notify.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import type { VolunteerAccount } from '#shared/schemas/users.ts';

type Props = {
  account: VolunteerAccount;
  /** The signed-in admin's own account: no role change nor disabling (the server refuses them too). */
  own: boolean;
  onChangeRole: (account: VolunteerAccount) => void;
  onLink: (link: ShownLink) => void;
};

const small = 'px-3 py-1.5';

/**
 * One account's actions: its role, a password link, resetting its second factor (a lost phone), disabling or enabling
 * it (those three ask first).
 */
export function AccountActions({ account, own, onChangeRole, onLink }: Props) {
  const disable = useDisableUser();
  const enable = useEnableUser();
  const passwordLink = useCreatePasswordLink();
  const resetSecondFactor = useResetSecondFactor();
  const name = account.username;
  const makeLink = () =>
    passwordLink.mutate(account.id, {
      onSuccess: (created) => onLink({ ...created, kind: 'reset', username: name }),
      onError: (err) => notifyError(s.passwordLinkError, err),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {own ? null : (
        <button type="button" className={`${buttonClass.secondary} ${small}`} aria-label={s.changeRoleOf(name)} onClick={() => onChangeRole(account)}>
          <UserCog className="h-4 w-4" aria-hidden />
          {s.changeRole}
        </button>
      )}
      {account.disabled ? null : (
        <button
          type="button"
          className={`${buttonClass.secondary} ${small}`}
          aria-label={s.passwordLinkOf(name)}
          disabled={passwordLink.isPending}
          onClick={makeLink}
        >
          <KeyRound className="h-4 w-4" aria-hidden />
          {s.passwordLink}
        </button>
      )}
      {own || account.disabled || !account.secondFactor ? null : (
        <ConfirmDialog
          trigger={
            <button type="button" className={`${buttonClass.ghostDanger} ${small}`} aria-label={s.resetSecondFactorOf(name)}>
              <ShieldOff className="h-4 w-4" aria-hidden />
              {s.resetSecondFactor}
            </button>
          }
          title={s.resetSecondFactorTitle(name)}
          description={<p>{s.resetSecondFactorText}</p>}
          confirmLabel={s.resetSecondFactorConfirm}
          onConfirm={() =>
            resetSecondFactor.mutate(account.id, {
              onSuccess: (created) => onLink({ ...created, kind: 'reset', username: name }),
              onError: (err) => notifyError(s.resetSecondFactorError, err),
            })
          }
        />
      )}
      {own ? null : account.disabled ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={`${buttonClass.secondary} ${small}`} aria-label={s.enableOf(name)}>
              <Power className="h-4 w-4" aria-hidden />
              {s.enable}
            </button>
          }
          title={s.enableTitle(name)}
          description={<p>{s.enableText}</p>}
          confirmLabel={s.enable}
          onConfirm={() => enable.mutate(account.id, toastOutcome(s.enabledDone, s.enableError))}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={`${buttonClass.ghostDanger} ${small}`} aria-label={s.disableOf(name)}>
              <PowerOff className="h-4 w-4" aria-hidden />
              {s.disable}
            </button>
          }
          title={s.disableTitle(name)}
          description={<p>{s.disableText}</p>}
          confirmLabel={s.disable}
          onConfirm={() => disable.mutate(account.id, toastOutcome(s.disabledDone, s.disableError))}
        />
      )}
    </div>
  );
}
