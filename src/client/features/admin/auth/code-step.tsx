import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLogin } from '#client/api/login.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { secondFactorFlagOf } from '#client/features/admin/auth/login-error.ts';
import { codeStepStrings as s } from '#client/features/admin/auth/second-factor-strings.ts';
import { CodeInput } from '#client/features/admin/ui/code-input.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { loginCodeStepSchema, loginRecoveryStepSchema } from '#shared/schemas/second-factor.ts';

export type Credentials = { username: string; password: string };

type StepProps = {
  credentials: Credentials;
  onSignedIn: () => void;
  /** Anything but a refused code: the caller shows it (and goes back to the password for a plain 401). */
  onFailure: (err: unknown) => void;
};

const linkButton = 'text-sm font-medium text-brand-800 underline hover:text-brand-900';

/**
 * The login's second step (decision 190), once the password was right for an account with two-factor sign-in: the
 * app's code (or a recovery code) and "remember this browser". The password is sent again with it; nothing is kept
 * on the server between the two steps.
 */
export function CodeStep({ onBack, ...props }: StepProps & { onBack: () => void }) {
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  return (
    <section aria-labelledby="code-step-title" className="space-y-4">
      <div>
        <h2 id="code-step-title" className="text-lg font-semibold text-stone-900">
          {s.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{mode === 'app' ? s.text : s.recoveryText}</p>
      </div>
      {mode === 'app' ? <AppCodeForm key="app" {...props} /> : <RecoveryCodeForm key="recovery" {...props} />}
      <div className="flex flex-col items-start gap-2">
        <button type="button" className={linkButton} onClick={() => setMode(mode === 'app' ? 'recovery' : 'app')}>
          {mode === 'app' ? s.useRecovery : s.useApp}
        </button>
        <button type="button" className={linkButton} onClick={onBack}>
          {s.back}
        </button>
      </div>
    </section>
  );
}

function RememberField({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id="admin-remember"
        type="checkbox"
        className="mt-1 h-4 w-4 accent-brand-700"
        aria-describedby="admin-remember-hint"
        {...field}
      />
      <div>
        <label htmlFor="admin-remember" className="text-sm font-medium text-stone-800">
          {s.remember}
        </label>
        <p id="admin-remember-hint" className="text-xs text-stone-600">
          {s.rememberHint}
        </p>
      </div>
    </div>
  );
}

/** A refused code goes under its field (and the field is emptied for the next try). */
function refusedMessage(err: unknown): string | undefined {
  return secondFactorFlagOf(err) === 'invalid' && err instanceof ApiError ? err.serverMessage : undefined;
}

function AppCodeForm({ credentials, onSignedIn, onFailure }: StepProps) {
  const login = useLogin();
  const form = useZodForm(loginCodeStepSchema, { defaultValues: { code: '', remember: false } });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  const onSubmit = form.handleSubmit(async ({ code, remember }) => {
    try {
      await login.mutateAsync({ ...credentials, code, remember });
      onSignedIn();
    } catch (err) {
      const refused = refusedMessage(err);
      if (refused) {
        form.resetField('code');
        form.setError('code', { type: 'server', message: refused }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(err, form.setError, form.names)) onFailure(err);
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="admin-code" label={s.code} error={form.formState.errors.code?.message}>
        {(c) => <CodeInput {...c} {...form.register('code')} />}
      </Field>
      <RememberField field={form.register('remember')} />
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? s.submitting : s.submit}
      </button>
    </form>
  );
}

function RecoveryCodeForm({ credentials, onSignedIn, onFailure }: StepProps) {
  const login = useLogin();
  const form = useZodForm(loginRecoveryStepSchema, { defaultValues: { recoveryCode: '', remember: false } });
  const { setFocus } = form;
  useEffect(() => setFocus('recoveryCode'), [setFocus]);
  const onSubmit = form.handleSubmit(async ({ recoveryCode, remember }) => {
    try {
      await login.mutateAsync({ ...credentials, recoveryCode, remember });
      onSignedIn();
    } catch (err) {
      const refused = refusedMessage(err);
      if (refused) form.setError('recoveryCode', { type: 'server', message: refused }, { shouldFocus: true });
      else if (!applyServerFieldErrors(err, form.setError, form.names)) onFailure(err);
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="admin-recovery-code" label={s.recoveryCode} hint={s.recoveryHint} error={form.formState.errors.recoveryCode?.message}>
        {(c) => <input {...c} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('recoveryCode')} />}
      </Field>
      <RememberField field={form.register('remember')} />
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? s.submitting : s.submit}
      </button>
    </form>
  );
}
