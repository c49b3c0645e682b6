import { useRef } from 'react';
import { useCreateInvitation } from '#client/api/create-invitation.ts';
import { Field } from '#client/components/form/field.tsx';
import { SelectOptions } from '#client/components/form/select-options.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import type { ShownLink } from '#client/features/admin/users/link-dialog.tsx';
import { usersStrings } from '#client/features/admin/users/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { adminSubmit, FormButtons } from '#client/features/admin/ui/shared-form.tsx';
import { roleLabels, roles } from '#shared/permissions.ts';
import { invitationInputSchema } from '#shared/schemas/users.ts';

const s = usersStrings.form;

/** "Convidar un voluntari": username, e-mail and role; on success the link is handed to `onInvited` to show once. */
export function InviteDialog({ open, onOpenChange, onInvited }: { open: boolean; onOpenChange: (open: boolean) => void; onInvited: (link: ShownLink) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={s.title} description={s.description}>
      <InviteForm onCancel={() => onOpenChange(false)} onInvited={onInvited} />
    </FormDialog>
  );
}

function InviteForm({ onCancel, onInvited }: { onCancel: () => void; onInvited: (link: ShownLink) => void }) {
  const create = useCreateInvitation();
  const form = useZodForm(invitationInputSchema, { defaultValues: { username: '', email: '', role: 'entrenador' } });
  const errors = form.formState.errors;
  const shown = useRef<ShownLink | undefined>(undefined);
  const onSubmit = adminSubmit(
    form,
    async (values) => {
      const created = await create.mutateAsync(values);
      shown.current = { ...created, kind: 'invite', username: values.username };
    },
    { success: s.sent, error: s.error },
    () => {
      if (shown.current) onInvited(shown.current);
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="invite-username" label={s.username} required hint={s.usernameHint} error={errors.username?.message}>
        {(c) => <input {...c} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
      </Field>
      <Field compact id="invite-email" label={s.email} required error={errors.email?.message}>
        {(c) => <input {...c} type="email" autoComplete="off" {...form.register('email')} />}
      </Field>
      <Field compact id="invite-role" label={s.role} required error={errors.role?.message}>
        {(c) => (
          <select {...c} {...form.register('role')}>
            <SelectOptions values={roles} labels={roleLabels} />
          </select>
        )}
      </Field>
      <FormButtons onCancel={onCancel} pending={form.formState.isSubmitting} createLabel={s.submit} />
    </form>
  );
}
