import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { useUpdateFamilyContact } from '#client/api/update-family-contact.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { familyRecordsMessages } from '#client/features/family/records-strings.ts';
import { familyButton } from '#client/features/family/styles.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { familyContactSchema } from '#shared/schemas/family.ts';

type Registration = { kind: 'club' | 'school'; id: number; phone: string; email: string };
type Props = {
  registration: Registration;
  onClose: () => void;
  /** The form closes and gives the focus back to its button: the notice is announced without taking it. */
  onDone: (message: string, focus: 'keep') => void;
  onError: (error: unknown) => void;
};

/** "Corregir telèfon i correu": the registration's phone and e-mail, in place, checked by the server's schema. */
export function ContactForm({ registration, onClose, onDone, onError }: Props) {
  const t = useMessages(familyRecordsMessages);
  const id = useId();
  const first = useRef<HTMLInputElement | null>(null);
  const update = useUpdateFamilyContact();
  const defaultValues: z.input<typeof familyContactSchema> = { phone: registration.phone, email: registration.email };
  const {
    register,
    handleSubmit,
    setError,
    names,
    formState: { errors },
  } = useZodForm(familyContactSchema, { defaultValues });
  const phone = register('phone');

  // Opened by its button: the focus goes to the first field (and back to the button when it closes).
  useEffect(() => first.current?.focus(), []);

  const onSubmit = handleSubmit((contact) =>
    update.mutate(
      { kind: registration.kind, id: registration.id, contact },
      {
        onSuccess: () => {
          onDone(t.contactUpdated, 'keep');
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, names)) onError(error);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4 rounded-lg bg-stone-50 p-4">
      <Field id={`${id}-phone`} label={t.phone} required error={errors.phone?.message}>
        {(c) => (
          <input
            {...c}
            {...phone}
            ref={(el) => {
              phone.ref(el);
              first.current = el;
            }}
            type="tel"
            autoComplete="tel"
          />
        )}
      </Field>
      <Field id={`${id}-email`} label={t.email} required hint={t.correctHint} error={errors.email?.message}>
        {(c) => <input {...c} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className={familyButton.secondary} onClick={onClose}>
          {t.cancelEdit}
        </button>
        <button type="submit" className={familyButton.primary} disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
