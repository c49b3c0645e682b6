import { CheckCircle2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAcceptAccountLink } from '#client/api/accept-account-link.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { EnrolSteps } from '#client/features/admin/account/enrol-flow.tsx';
import { RecoveryCodesPanel } from '#client/features/admin/account/recovery-codes-panel.tsx';
import { setPasswordStrings as s } from '#client/features/admin/password-link/strings.ts';
import { CodeInput } from '#client/features/admin/ui/code-input.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { paths } from '#shared/routes.ts';
import { type AccountLinkInfo, setPasswordFormSchema } from '#shared/schemas/users.ts';

const legendClass = 'mb-3 text-base font-semibold text-stone-900';

/**
 * The new password twice, checked as the server will (length, the username inside); then the way to sign in. When
 * the link enrols (a role that requires two-factor sign-in, decision 190) the same form adds the authenticator app
 * (QR code, key, its first code): the server turns both on together, then the ten recovery codes are shown once.
 */
export function SetPasswordForm({ token, link }: { token: string; link: AccountLinkInfo }) {
  const accept = useAcceptAccountLink();
  const enrol = link.enrol;
  const schema = useMemo(() => setPasswordFormSchema(link.username, Boolean(enrol)), [link.username, enrol]);
  const form = useZodForm(schema, { defaultValues: { password: '', repeat: '', code: '' } });
  const errors = form.formState.errors;
  // A refusal of the link itself (used meanwhile, expired) or a failure of the server: said above the form.
  const [failure, setFailure] = useState<string>();
  /** The recovery codes, until "Les he desat". */
  const [codes, setCodes] = useState<string[]>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const done = await accept.mutateAsync({ token, password: values.password, ...(enrol ? { code: values.code } : {}) });
      setCodes(done.recoveryCodes);
    } catch (err) {
      // A refused code is gone from its field, ready for the app's next one (the password stays typed).
      if (enrol) form.resetField('code');
      if (!applyServerFieldErrors(err, form.setError, form.names)) {
        setFailure(err instanceof ApiError ? (err.serverMessage ?? s.genericError) : s.genericError);
      }
    }
  });

  if (codes) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          {s.enrolledStatus}
        </p>
        <RecoveryCodesPanel narrow codes={codes} username={link.username} onSaved={() => setCodes(undefined)} />
      </div>
    );
  }

  if (accept.isSuccess) {
    return (
      <div role="status" className="text-center">
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-stone-900">{enrol ? s.doneTitleEnrol : s.doneTitle}</h2>
        <p className="mt-2 text-stone-700">{enrol ? s.doneTextEnrol(link.username) : s.doneText(link.username)}</p>
        <Link href={paths.adminLogin} className={`${buttonClass.primary} mt-6`}>
          {s.toLogin}
        </Link>
      </div>
    );
  }

  const intro = link.kind === 'invite' ? (enrol ? s.enrolInviteText : s.inviteText) : enrol ? s.enrolResetText : s.resetText;
  const passwordFields = (
    <>
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={link.username} readOnly hidden />
      <Field compact id="new-password" label={s.password} required hint={s.passwordHint} error={errors.password?.message}>
        {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <Field compact id="new-password-repeat" label={s.repeat} required error={errors.repeat?.message}>
        {(c) => <input {...c} type="password" autoComplete="new-password" {...form.register('repeat')} />}
      </Field>
    </>
  );
  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-xl font-bold text-stone-900">{s.welcome(link.username)}</h2>
      <p className="text-stone-700">{intro}</p>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {enrol ? (
        <>
          <fieldset className="space-y-4">
            <legend className={legendClass}>{s.passwordLegend}</legend>
            {passwordFields}
          </fieldset>
          <div className="border-t border-stone-200 pt-4">
            <fieldset>
              <legend className={legendClass}>{s.enrolLegend}</legend>
              <EnrolSteps {...enrol}>
                <Field compact id="link-code" label={s.code} required error={errors.code?.message} className="w-full max-w-[14rem]">
                  {(c) => <CodeInput {...c} {...form.register('code')} />}
                </Field>
              </EnrolSteps>
            </fieldset>
          </div>
        </>
      ) : (
        passwordFields
      )}
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? (enrol ? s.savingEnrol : s.saving) : enrol ? s.submitEnrol : s.submit}
      </button>
    </form>
  );
}
