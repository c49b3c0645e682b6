import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLogin } from '#client/api/login.ts';
import { Field } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { CodeStep, type Credentials } from '#client/features/admin/auth/code-step.tsx';
import { secondFactorFlagOf } from '#client/features/admin/auth/login-error.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { paths } from '#shared/routes.ts';
import { loginInputSchema } from '#shared/schemas/admin.ts';

const s = adminStrings.login;

/** SPEC §2 / §5 / §8: the administrator's login; with two-factor sign-in on, a code step after the password. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useZodForm(loginInputSchema, { defaultValues: { username: '', password: '' } });
  const errors = form.formState.errors;

  // The password was right for an account with two-factor sign-in: the code step (decision 190).
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const signedIn = () => {
    toast({ title: s.successTitle, description: s.successText });
    navigate(paths.admin);
  };
  const showFailure = (err: unknown) => {
    if (err instanceof ApiError && err.status < 500) {
      toast({ title: s.failureTitle, description: err.serverMessage ?? s.failureText, variant: 'destructive' });
    } else {
      toast({ title: s.networkTitle, description: s.networkText, variant: 'destructive' });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      signedIn();
    } catch (err) {
      if (secondFactorFlagOf(err)) setCredentials({ username: values.username, password: values.password });
      else showFailure(err);
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <LockKeyhole className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-stone-900">{s.title}</h1>
          <p className="mt-2 text-stone-600">{s.text}</p>
        </div>
        {credentials ? (
          <CodeStep
            credentials={credentials}
            onSignedIn={signedIn}
            onBack={() => setCredentials(null)}
            onFailure={(err) => {
              // Not the code (e.g. the password changed meanwhile, or too many attempts): back to the first step.
              if (err instanceof ApiError && err.status === 401) setCredentials(null);
              showFailure(err);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <Field compact id="admin-username" label={s.username} error={errors.username?.message}>
              {(c) => <input {...c} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
            </Field>
            <Field compact id="admin-password" label={s.password} error={errors.password?.message}>
              {(c) => <input {...c} type="password" autoComplete="current-password" {...form.register('password')} />}
            </Field>
            <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
              {pending ? s.submitting : s.submit}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
