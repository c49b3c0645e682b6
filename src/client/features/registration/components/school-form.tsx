import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateSchoolRegistration } from '#client/api/create-school-registration.ts';
import {
  ConsentQuestion,
  Field,
  FormSection,
  IbanField,
  inputClass,
} from '#client/features/registration/components/form-controls.tsx';
import { SubmitBar } from '#client/features/registration/components/submit-bar.tsx';
import { applyServerFieldErrors } from '#client/features/registration/server-errors.ts';
import { registrationStrings } from '#client/features/registration/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { type SchoolConsent, schoolConsents, schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';

type Input = z.input<typeof schoolRegistrationInputSchema>;
type Output = z.output<typeof schoolRegistrationInputSchema>;
type TextName = Exclude<keyof Input, SchoolConsent | 'iban'>;

const s = registrationStrings.school;

const empty = {
  playerName: '',
  playerSurname: '',
  birthDate: '',
  playerDni: '',
  courseAndSchool: '',
  fullAddress: '',
  healthCardNumber: '',
  allergiesOrIllnesses: '',
  guardianName: '',
  guardianSurname: '',
  guardianDni: '',
  guardianMobilePhone: '',
  guardianHomePhone: '',
  guardianEmail: '',
  guardianAddress: '',
  medicalEmergencyConsent: undefined,
  authorizedPersonName: '',
  authorizedPersonDni: '',
  authorizedPersonPhone: '',
  medicationAdministrationConsent: undefined,
  medicationDetails: '',
  accountHolderName: '',
  iban: '',
  sepaAuthorization: undefined,
  privacyAuthorization: undefined,
  imageRightsAuthorization: undefined,
} as unknown as Input;

const fieldNames = Object.keys(empty);

type TextSpec = {
  name: TextName;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date' | 'textarea';
  autoComplete?: string;
};

/** The school registration form: SPEC §3 school_registrations, issue 5 items 7 and 8. */
export function SchoolForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const mutation = useCreateSchoolRegistration();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(schoolRegistrationInputSchema), defaultValues: empty });

  const answers = watch([...schoolConsents]);
  const allAnswered = answers.every((a) => typeof a === 'boolean');
  const fid = (name: string) => `${id}-${name}`;
  const err = (name: keyof Input) => errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset(empty);
      toast({ title: registrationStrings.successTitle, description: registrationStrings.successText });
      onDone();
    } catch (error) {
      const placed = applyServerFieldErrors(error, setError, fieldNames);
      toast({
        title: registrationStrings.errorTitle,
        description: placed
          ? registrationStrings.fixFields
          : ((error instanceof ApiError && error.serverMessage) || registrationStrings.error),
        variant: 'destructive',
      });
    }
  });

  const text = ({ name, required = true, hint, wide, type = 'text', autoComplete = 'off' }: TextSpec) => (
    <Field key={name} id={fid(name)} label={s[name]} required={required} hint={hint} error={err(name)} wide={wide}>
      {(a) =>
        type === 'textarea' ? (
          <textarea {...a} {...register(name)} rows={3} className={inputClass} />
        ) : (
          <input
            {...a}
            {...register(name)}
            type={type}
            className={inputClass}
            autoComplete={autoComplete}
            {...(type === 'date' ? { max: todayInMadrid() } : {})}
          />
        )
      }
    </Field>
  );

  const consent = (name: SchoolConsent) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <ConsentQuestion
          id={fid(name)}
          name={field.name}
          question={s[name]}
          value={field.value as boolean | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err(name)}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900">
          {s.heading}
        </h2>
        <p className="mt-1 text-stone-600">{s.intro}</p>
        <p className="mt-1 text-sm text-stone-600">{registrationStrings.requiredNote}</p>
      </div>

      <FormSection title={s.player}>
        {text({ name: 'playerName' })}
        {text({ name: 'playerSurname' })}
        {text({ name: 'birthDate', type: 'date' })}
        {text({ name: 'playerDni', hint: registrationStrings.dniHint })}
        {text({ name: 'courseAndSchool', wide: true })}
        {text({ name: 'fullAddress', wide: true, autoComplete: 'street-address' })}
        {text({ name: 'healthCardNumber' })}
        {text({ name: 'allergiesOrIllnesses', type: 'textarea', hint: s.allergiesHint, wide: true })}
      </FormSection>

      <FormSection title={s.guardian}>
        {text({ name: 'guardianName', autoComplete: 'given-name' })}
        {text({ name: 'guardianSurname', autoComplete: 'family-name' })}
        {text({ name: 'guardianDni', hint: registrationStrings.dniHint })}
        {text({ name: 'guardianMobilePhone', type: 'tel', hint: registrationStrings.phoneHint, autoComplete: 'tel' })}
        {text({ name: 'guardianHomePhone', type: 'tel', required: false })}
        {text({ name: 'guardianEmail', type: 'email', autoComplete: 'email' })}
        {text({ name: 'guardianAddress', required: false, wide: true })}
      </FormSection>

      <FormSection title={s.medical}>{consent('medicalEmergencyConsent')}</FormSection>

      <FormSection title={s.authorized} intro={s.authorizedIntro}>
        {text({ name: 'authorizedPersonName', wide: true })}
        {text({ name: 'authorizedPersonDni', hint: registrationStrings.dniHint })}
        {text({ name: 'authorizedPersonPhone', type: 'tel', hint: registrationStrings.phoneHint })}
      </FormSection>

      <FormSection title={s.medication}>
        {consent('medicationAdministrationConsent')}
        {text({ name: 'medicationDetails', type: 'textarea', required: false, hint: s.medicationHint, wide: true })}
      </FormSection>

      <FormSection title={s.bank}>
        {text({ name: 'accountHolderName' })}
        <IbanField control={control} id={fid('iban')} label={s.iban} error={err('iban')} />
      </FormSection>

      <FormSection title={s.consents}>
        {consent('sepaAuthorization')}
        {consent('privacyAuthorization')}
        {consent('imageRightsAuthorization')}
      </FormSection>

      <SubmitBar id={fid('submit')} disabled={!allAnswered} pending={mutation.isPending} hint={s.hint} />
    </form>
  );
}
