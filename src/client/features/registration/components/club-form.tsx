import type { z } from 'zod';
import { useCreateClubRegistration } from '#client/api/create-club-registration.ts';
import { Field } from '#client/components/form/field.tsx';
import { DocumentField } from '#client/features/registration/components/document-field.tsx';
import {
  ConsentQuestion,
  FormSection,
  IbanField,
  RegistrationForm,
  TextField,
  type FormProps,
  type TextOptions,
  useRegistrationForm,
} from '#client/features/registration/components/form-controls.tsx';
import { clubFormMessages, registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { type ClubConsent, clubConsents, clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { garmentSizes } from '#shared/validation/fields.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';

type Input = z.input<typeof clubRegistrationInputSchema>;
/** The selects, whose kept value must still be one of the form's choices (decision 179). */
const choices = ['playerDocumentType', 'shirtSize', 'pantsSize'] as const satisfies readonly (keyof Input)[];

/**
 * The club registration form for the season open for registrations (`season`, its label): SPEC §3
 * club_registrations, issue 5 items 6 and 8, issue 12 item 1.
 */
export function ClubForm({ season, onDone, prefill }: FormProps) {
  const s = useMessages(clubFormMessages);
  const common = useMessages(registrationMessages);
  const mutation = useCreateClubRegistration();
  const { form, err, id, onSubmit, allAnswered, privacyRefused, fid, restored, prefilled } = useRegistrationForm(clubRegistrationInputSchema, clubConsents, mutation.mutateAsync, onDone, {
    key: 'club',
    choices,
    prefill,
  });

  const text = (name: Exclude<keyof Input, ClubConsent | 'locale' | 'shirtSize' | 'pantsSize' | 'iban' | 'playerDocumentType' | 'playerDni'>, opts: TextOptions = {}) => (
    <TextField id={fid(name)} label={s[name]} error={err(name)} registration={form.register(name)} {...opts} />
  );
  const questions: Record<ClubConsent, string> = {
    sepaAuthorization: s.sepaAuthorization({ season }),
    privacyAuthorization: s.privacyAuthorization,
    imageRightsAuthorization: s.imageRightsAuthorization,
  };
  const size = (name: 'shirtSize' | 'pantsSize') => (
    <Field id={fid(name)} label={s[name]} error={err(name)}>
      {(c) => (
        <select {...c} {...form.register(name)}>
          <SelectOptions values={garmentSizes} placeholder={common.sizeChoose} />
        </select>
      )}
    </Field>
  );

  return (
    <RegistrationForm id={id} texts={{ heading: s.heading({ season }), intro: s.intro, hint: s.hint }} onSubmit={onSubmit} allAnswered={allAnswered} privacyRefused={privacyRefused} pending={mutation.isPending} restored={restored} prefilled={prefilled}>
      <FormSection title={s.player}>
        {text('playerName', { wide: true })}
        <DocumentField form={form} typeName="playerDocumentType" numberName="playerDni" texts={{ type: s.playerDocumentType, number: { '': s.playerDniLabel, passport: s.playerPassportLabel, id_card: s.playerIdCardLabel } }} fid={fid} err={err} allowsNone />
        {text('healthCardNumber', { spellCheck: false })}
        {text('birthDate', { type: 'date' })}
      </FormSection>

      <FormSection title={s.kit}>
        {size('shirtSize')}
        {size('pantsSize')}
        {text('shoeSize', { required: false, inputMode: 'decimal' })}
      </FormSection>

      <FormSection title={s.guardian}>
        {text('guardianName', { wide: true, autoComplete: 'name' })}
        {text('guardianPhone', { type: 'tel', hint: common.phoneHint, autoComplete: 'tel' })}
        {text('guardianEmail', { type: 'email', autoComplete: 'email' })}
      </FormSection>

      <FormSection title={s.bank}>
        {text('accountHolderName')}
        <IbanField control={form.control} id={fid('iban')} label={s.iban} error={err('iban')} />
      </FormSection>

      <FormSection title={s.consents}>
        {clubConsents.map((name) => (
          <ConsentQuestion key={name} control={form.control} name={name} id={fid(name)} question={questions[name]} error={err(name)} />
        ))}
      </FormSection>
    </RegistrationForm>
  );
}
