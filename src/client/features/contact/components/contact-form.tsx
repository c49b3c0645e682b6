import { Send } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { z } from 'zod';
import { useSendContactMessage } from '#client/api/send-contact-message.ts';
import { type ControlProps, Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { contactStrings } from '#client/features/contact/strings.ts';
import { toast } from '#client/lib/toast.ts';
import { contactInputSchema, contactSubjectLabels, contactSubjects } from '#shared/schemas/contact.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';

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
      const res = await mutation.mutateAsync(values);
      toast({ title: contactStrings.successTitle, description: res?.message || contactStrings.successFallback });
      reset(emptyForm);
    } catch (error) {
      applyServerFieldErrors(error, setError, names);
      toast({ title: contactStrings.errorTitle, description: contactStrings.error, variant: 'destructive' });
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
        {contactStrings.formHeading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{contactStrings.requiredHint}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field('name', contactStrings.fields.name, true, (p) => (
            <input {...p} {...register('name')} type="text" autoComplete="given-name" />
          ))}
          {field('surname', contactStrings.fields.surname, true, (p) => (
            <input {...p} {...register('surname')} type="text" autoComplete="family-name" />
          ))}
          {field('email', contactStrings.fields.email, true, (p) => (
            <input {...p} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          ))}
          {field('phone', contactStrings.fields.phone, false, (p) => (
            <input {...p} {...register('phone')} type="tel" autoComplete="tel" />
          ))}
        </div>
        {field('subject', contactStrings.fields.subject, true, (p) => (
          <select {...p} {...register('subject')}>
            <SelectOptions values={contactSubjects} labels={contactSubjectLabels} placeholder={contactStrings.subjectPlaceholder} />
          </select>
        ))}
        {field('message', contactStrings.fields.message, true, (p) => <textarea {...p} {...register('message')} rows={6} />)}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
        >
          <Send className="h-4 w-4" aria-hidden />
          {mutation.isPending ? contactStrings.sending : contactStrings.submit}
        </button>
      </form>
    </section>
  );
}

