import { useEffect } from 'react';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { accountStrings } from '#client/features/admin/account/strings.ts';
import { CodeInput } from '#client/features/admin/ui/code-input.tsx';
import { notifyError } from '#client/features/admin/ui/notify.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { secondFactorCodeInputSchema } from '#shared/schemas/second-factor.ts';

type CodeFormProps = {
  id: string;
  submit: string;
  submitting: string;
  onCode: (code: string) => Promise<void>;
  onCancel?: (() => void) | undefined;
  focus?: boolean;
};

/** One field for the app's 6-digit code and a button; a refused code lands under the field (the server's message). */
export function CodeForm({ id, submit, submitting, onCode, onCancel, focus = false }: CodeFormProps) {
  const form = useZodForm(secondFactorCodeInputSchema, { defaultValues: { code: '' } });
  const { setFocus } = form;
  useEffect(() => {
    if (focus) setFocus('code');
  }, [focus, setFocus]);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (err) {
      form.resetField('code');
      if (!applyServerFieldErrors(err, form.setError, form.names)) notifyError(accountStrings.error, err);
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <Field compact id={id} label={accountStrings.code} error={form.formState.errors.code?.message} className="w-full max-w-[14rem]">
        {(c) => <CodeInput {...c} {...form.register('code')} />}
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? submitting : submit}
        </button>
        {onCancel ? (
          <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={pending}>
            {accountStrings.enrol.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
