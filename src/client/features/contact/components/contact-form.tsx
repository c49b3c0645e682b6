import { Send } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { z } from 'zod';
import { useSendContactMessage } from '#client/api/send-contact-message.ts';
import { type ControlProps, Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';
import { contactMessages } from '#client/features/contact/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { contactInputSchema, contactSubjects } from '#shared/schemas/contact.ts';

type FormValues = z.input<typeof contactInputSchema>;

const emptyForm: FormValues = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  // The placeholder option: the schema asks the visitor to choose one.
  subject: '' as FormValues['subject'],
  message: '',
};

/** The contact form: one Zod schema with the server; server field errors land under their fields too. */
export function ContactForm() {
  const t = useMessages(contactMessages);
  const subjectLabels: Record<(typeof contactSubjects)[number], string> = {
    general: t.subjectGeneral,
    campus: t.subjectCampus,
    teams: t.subjectTeams,
    botiga: t.subjectShop,
    other: t.subjectOther,
  };
  const id = useId();
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    names,
    formState: { errors },
  } = useZodForm(contactInputSchema, { defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast({ title: t.successTitle, description: t.successText });
      reset(emptyForm);
    } catch (error) {
      applyServerFieldErrors(error, setError, names);
      toast({ title: t.errorTitle, description: t.error, variant: 'destructive' });
    }
  });

  const field = (name: keyof FormValues, label: string, required: boolean, control: (props: ControlProps) => ReactNode) => (
    <Field id={`${id}-${name}`} label={label} required={required} error={errors[name]?.message}>
      {control}
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900">
        {t.formHeading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.requiredHint}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field('name', t.fieldName, true, (p) => (
            <input {...p} {...register('name')} type="text" autoComplete="given-name" />
          ))}
          {field('surname', t.fieldSurname, true, (p) => (
            <input {...p} {...register('surname')} type="text" autoComplete="family-name" />
          ))}
          {field('email', t.fieldEmail, true, (p) => (
            <input {...p} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          ))}
          {field('phone', t.fieldPhone, false, (p) => (
            <input {...p} {...register('phone')} type="tel" autoComplete="tel" />
          ))}
        </div>
        {field('subject', t.fieldSubject, true, (p) => (
          <select {...p} {...register('subject')}>
            <SelectOptions values={contactSubjects} labels={subjectLabels} placeholder={t.subjectPlaceholder} />
          </select>
        ))}
        {field('message', t.fieldMessage, true, (p) => <textarea {...p} {...register('message')} rows={6} />)}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
        >
          <Send className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.sending : t.submit}
        </button>
      </form>
    </section>
  );
}

