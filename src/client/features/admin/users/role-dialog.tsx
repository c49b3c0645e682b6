import { useUpdateUserRole } from '#client/api/update-user-role.ts';
import { Field } from '#client/components/form/field.tsx';
import { SelectOptions } from '#client/components/form/select-options.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { usersStrings as s } from '#client/features/admin/users/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { adminSubmit, FormButtons } from '#client/features/admin/ui/shared-form.tsx';
import { roleLabels, roles, secondFactorRequired } from '#shared/permissions.ts';
import { roleChangeSchema, type VolunteerAccount } from '#shared/schemas/users.ts';

/** The roles an account without a second factor cannot be given (the server refuses them, decision 190). */
const needsSecondFactor = s.roleNeedsSecondFactor(
  roles
    .filter((role) => secondFactorRequired[role])
    .map((role) => roleLabels[role])
    .join(' i '),
);

/** "Canviar el rol" of one account: the role select, applied from the volunteer's next request. */
export function RoleDialog({ account, onClose }: { account: VolunteerAccount | undefined; onClose: () => void }) {
  return (
    <FormDialog
      open={Boolean(account)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={account ? s.changeRoleOf(account.username) : s.changeRole}
      description={s.roleDialogText}
    >
      {account ? <RoleForm account={account} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function RoleForm({ account, onClose }: { account: VolunteerAccount; onClose: () => void }) {
  const update = useUpdateUserRole();
  const form = useZodForm(roleChangeSchema, { defaultValues: { role: account.role } });
  const onSubmit = adminSubmit(form, (values) => update.mutateAsync({ id: account.id, role: values.role }), { success: s.roleSaved, error: s.roleError }, onClose);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="account-role" label={s.columns.role} hint={account.secondFactor ? undefined : needsSecondFactor} error={form.formState.errors.role?.message}>
        {(c) => (
          <select {...c} {...form.register('role')}>
            <SelectOptions values={roles} labels={roleLabels} />
          </select>
        )}
      </Field>
      <FormButtons onCancel={onClose} pending={form.formState.isSubmitting} editing createLabel={s.roleSave} />
    </form>
  );
}
