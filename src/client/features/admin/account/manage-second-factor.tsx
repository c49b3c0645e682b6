import { disableSecondFactor } from '#client/api/disable-second-factor.ts';
import { renewRecoveryCodes } from '#client/api/renew-recovery-codes.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { CodeForm } from '#client/features/admin/account/code-form.tsx';
import { accountStrings } from '#client/features/admin/account/strings.ts';
import { CodeInput } from '#client/features/admin/ui/code-input.tsx';
import { notifyError } from '#client/features/admin/ui/notify.ts';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { secondFactorDisableInputSchema } from '#shared/schemas/second-factor.ts';

/** Ten new recovery codes for a code from the app. */
export function RenewCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const s = accountStrings.renew;
  return (
    <section aria-labelledby="renew-codes-title" className={`${cardClass} space-y-3 p-4 sm:p-6`}>
      <h3 id="renew-codes-title" className="font-semibold text-stone-900">
        {s.title}
      </h3>
      <p className="text-sm text-stone-700">{s.text}</p>
      <CodeForm
        id="renew-code"
        submit={s.submit}
        submitting={s.submitting}
        onCode={async (code) => onRenewed((await renewRecoveryCodes({ code })).recoveryCodes)}
      />
    </section>
  );
}

/** Turning it off (roles that allow it): the password and a code. */
export function DisableSecondFactor({ onDisabled }: { onDisabled: () => void }) {
  const s = accountStrings.disable;
  const form = useZodForm(secondFactorDisableInputSchema, { defaultValues: { password: '', code: '' } });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await disableSecondFactor(values);
      onDisabled();
    } catch (err) {
      form.resetField('code');
      if (!applyServerFieldErrors(err, form.setError, form.names)) notifyError(accountStrings.error, err);
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <section aria-labelledby="disable-2fa-title" className={`${cardClass} space-y-3 p-4 sm:p-6`}>
      <h3 id="disable-2fa-title" className="font-semibold text-stone-900">
        {s.title}
      </h3>
      <p className="text-sm text-stone-700">{s.text}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <Field compact id="disable-password" label={s.password} error={errors.password?.message} className="w-full max-w-xs">
          {(c) => <input {...c} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <Field compact id="disable-code" label={accountStrings.code} error={errors.code?.message} className="w-full max-w-[14rem]">
          {(c) => <CodeInput {...c} {...form.register('code')} />}
        </Field>
        <button type="submit" className={buttonClass.danger} disabled={pending}>
          {pending ? s.submitting : s.submit}
        </button>
      </form>
    </section>
  );
}
