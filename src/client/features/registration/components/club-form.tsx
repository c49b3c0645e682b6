import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateClubRegistration } from '#client/api/create-club-registration.ts';
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
import { clubConsents, clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { garmentSizes } from '#shared/validation/fields.ts';

type Input = z.input<typeof clubRegistrationInputSchema>;
type Output = z.output<typeof clubRegistrationInputSchema>;

const s = registrationStrings.club;

const empty = {
  playerName: '',
  playerDni: '',
  healthCardNumber: '',
  birthDate: '',
  shirtSize: '',
  pantsSize: '',
  shoeSize: '',
  guardianName: '',
  guardianPhone: '',
  guardianEmail: '',
  accountHolderName: '',
  iban: '',
  sepaAuthorization: undefined,
  privacyAuthorization: undefined,
  imageRightsAuthorization: undefined,
} as unknown as Input;

const fieldNames = Object.keys(empty);

/** The club registration form (season 2025/2026): SPEC §3 club_registrations, issue 5 items 6 and 8. */
export function ClubForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const mutation = useCreateClubRegistration();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(clubRegistrationInputSchema), defaultValues: empty });

  const answers = watch([...clubConsents]);
  const allAnswered = answers.every((a) => typeof a === 'boolean');
  const err = (name: keyof Input) => errors[name]?.message;
  const fid = (name: string) => `${id}-${name}`;

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
        <Field id={fid('playerName')} label={s.playerName} required error={err('playerName')} wide>
          {(a) => <input {...a} {...register('playerName')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field id={fid('playerDni')} label={s.playerDni} required hint={registrationStrings.dniHint} error={err('playerDni')}>
          {(a) => <input {...a} {...register('playerDni')} className={inputClass} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id={fid('healthCardNumber')} label={s.healthCardNumber} required error={err('healthCardNumber')}>
          {(a) => <input {...a} {...register('healthCardNumber')} className={inputClass} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id={fid('birthDate')} label={s.birthDate} required error={err('birthDate')}>
          {(a) => <input {...a} {...register('birthDate')} type="date" max={todayInMadrid()} className={inputClass} />}
        </Field>
      </FormSection>

      <FormSection title={s.kit}>
        <Field id={fid('shirtSize')} label={s.shirtSize} error={err('shirtSize')}>
          {(a) => (
            <select {...a} {...register('shirtSize')} className={inputClass}>
              <option value="">{registrationStrings.sizeChoose}</option>
              {garmentSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fid('pantsSize')} label={s.pantsSize} error={err('pantsSize')}>
          {(a) => (
            <select {...a} {...register('pantsSize')} className={inputClass}>
              <option value="">{registrationStrings.sizeChoose}</option>
              {garmentSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fid('shoeSize')} label={s.shoeSize} error={err('shoeSize')}>
          {(a) => <input {...a} {...register('shoeSize')} className={inputClass} inputMode="decimal" />}
        </Field>
      </FormSection>

      <FormSection title={s.guardian}>
        <Field id={fid('guardianName')} label={s.guardianName} required error={err('guardianName')} wide>
          {(a) => <input {...a} {...register('guardianName')} className={inputClass} autoComplete="name" />}
        </Field>
        <Field id={fid('guardianPhone')} label={s.guardianPhone} required hint={registrationStrings.phoneHint} error={err('guardianPhone')}>
          {(a) => <input {...a} {...register('guardianPhone')} type="tel" className={inputClass} autoComplete="tel" />}
        </Field>
        <Field id={fid('guardianEmail')} label={s.guardianEmail} required error={err('guardianEmail')}>
          {(a) => <input {...a} {...register('guardianEmail')} type="email" className={inputClass} autoComplete="email" />}
        </Field>
      </FormSection>

      <FormSection title={s.bank}>
        <Field id={fid('accountHolderName')} label={s.accountHolderName} required error={err('accountHolderName')}>
          {(a) => <input {...a} {...register('accountHolderName')} className={inputClass} autoComplete="off" />}
        </Field>
        <IbanField control={control} id={fid('iban')} label={s.iban} error={err('iban')} />
      </FormSection>

      <FormSection title={s.consents}>
        {clubConsents.map((name) => (
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
        ))}
      </FormSection>

      <SubmitBar id={fid('submit')} disabled={!allAnswered} pending={mutation.isPending} hint={s.hint} />
    </form>
  );
}
