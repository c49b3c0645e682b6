import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useSendFamilySignInLink } from '#client/api/send-family-sign-in-link.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { primaryButtonClass } from '#client/components/form/styles.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { familyPageMessages } from '#client/features/family/strings.ts';
import { cardClass, sectionHeadingClass } from '#client/features/family/styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { familySignInLinkSchema } from '#shared/schemas/family.ts';

const schema = familySignInLinkSchema.pick({ email: true });

/** Signed out: one e-mail field; the answer is the same neutral message whether the address is known or not. */
export function SignInForm() {
  const t = useMessages(familyPageMessages);
  const id = useId();
  const send = useSendFamilySignInLink();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues: z.input<typeof schema> = { email: '' };
  const {
    register,
    handleSubmit,
    setError,
    names,
    formState: { errors },
  } = useZodForm(schema, { defaultValues });

  const onSubmit = handleSubmit(({ email }) => {
    setSent(false);
    setFailure(null);
    send.mutate(email, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, names)) return;
        setFailure((error instanceof ApiError && error.serverMessage) || t.genericError);
      },
    });
  });

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardClass} mx-auto max-w-xl`}>
      <h2 id={`${id}-heading`} className={sectionHeadingClass}>
        {t.signInHeading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.signInText}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field id={`${id}-email`} label={t.email} required error={errors.email?.message}>
          {(c) => <input {...c} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <button type="submit" disabled={send.isPending} className={`${primaryButtonClass} gap-2`}>
          <Send className="h-4 w-4" aria-hidden />
          {send.isPending ? t.sending : t.sendLink}
        </button>
      </form>
      <div role="status" className="empty:hidden mt-4">
        {sent ? <p className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">{t.linkSent}</p> : null}
      </div>
      <div role="alert" className="empty:hidden mt-4">
        {failure ? <p className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{failure}</p> : null}
      </div>
    </section>
  );
}
