import { CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAcceptAccountLink } from '#client/api/accept-account-link.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { setPasswordStrings as s } from '#client/features/admin/password-link/strings.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { paths } from '#shared/routes.ts';
import { type AccountLinkInfo, setPasswordFormSchema } from '#shared/schemas/users.ts';

/** The new password twice, checked as the server will (length, the username inside); then the way to sign in. */
export function SetPasswordForm({ token, link }: { token: string; link: AccountLinkInfo }) {
  const accept = useAcceptAccountLink();
  const schema = useMemo(() => setPasswordFormSchema(link.username), [link.username]);
  const form = useZodForm(schema, { defaultValues: { password: '', repeat: '' } });
  const errors = form.formState.errors;
  // A refusal of the link itself (used meanwhile, expired) or a failure of the server: said above the form.
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await accept.mutateAsync({ token, password: values.password });
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, form.names)) {
        setFailure(err instanceof ApiError ? (err.serverMessage ?? s.genericError) : s.genericError);
      }
    }
  });

  if (accept.isSuccess) {
    return (
      <div role="status" className="text-center">
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-stone-900">{s.doneTitle}</h2>
        <p className="mt-2 text-stone-700">{s.doneText(link.username)}</p>
        <Link href={paths.adminLogin} className={`${buttonClass.primary} mt-6`}>
          {s.toLogin}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-xl font-bold text-stone-900">{s.welcome(link.username)}</h2>
      <p className="text-stone-700">{link.kind === 'invite' ? s.inviteText : s.resetText}</p>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={link.username} readOnly hidden />
      <Field compact id="new-password" label={s.password} required hint={s.passwordHint} error={errors.password?.message}>
        {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <Field compact id="new-password-repeat" label={s.repeat} required error={errors.repeat?.message}>
        {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('repeat')} />}
      </Field>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? s.saving : s.submit}
      </button>
    </form>
  );
}
