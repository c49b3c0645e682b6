import type { z } from 'zod';
import { useCreateSchoolRegistration } from '#client/api/create-school-registration.ts';
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
import { registrationMessages, schoolFormMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { type SchoolConsent, schoolConsents, schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';

type Input = z.input<typeof schoolRegistrationInputSchema>;
/** The selects, whose kept value must still be one of the form's choices (decision 179). */
const choices = ['playerDocumentType', 'guardianDocumentType', 'authorizedPersonDocumentType'] as const satisfies readonly (keyof Input)[];
type DocumentKey = `${'player' | 'guardian' | 'authorizedPerson'}${'DocumentType' | 'Dni'}`;

/** The school registration form for the season open for registrations: SPEC §3 school_registrations, issue 5 items 7 and 8. */
export function SchoolForm({ season, onDone, prefill }: FormProps) {
  const s = useMessages(schoolFormMessages);
  const common = useMessages(registrationMessages);
  const mutation = useCreateSchoolRegistration();
  const { form, err, id, onSubmit, allAnswered, privacyRefused, fid, restored, prefilled } = useRegistrationForm(schoolRegistrationInputSchema, schoolConsents, mutation.mutateAsync, onDone, {
    key: 'escoles',
    choices,
    prefill,
  });

  const text = (name: Exclude<keyof Input, SchoolConsent | 'locale' | 'iban' | DocumentKey>, opts: TextOptions = {}) => (
    <TextField id={fid(name)} label={s[name]} error={err(name)} registration={form.register(name)} {...opts} />
  );
  const consent = (name: SchoolConsent) => (
    <ConsentQuestion
      control={form.control}
      name={name}
      id={fid(name)}
      question={name === 'sepaAuthorization' ? s.sepaAuthorization({ season }) : s[name]}
      error={err(name)}
    />
  );

  const document = (who: 'player' | 'guardian' | 'authorizedPerson', allowsNone = false) => (
    <DocumentField
      form={form}
      typeName={`${who}DocumentType`}
      numberName={`${who}Dni`}
      texts={{
        type: s[`${who}DocumentType`],
        number: { '': s[`${who}DniLabel`], passport: s[`${who}PassportLabel`], id_card: s[`${who}IdCardLabel`] },
      }}
      fid={fid}
      err={err}
      allowsNone={allowsNone}
    />
  );

  return (
    <RegistrationForm
      id={id}
      texts={{ heading: s.heading, season: s.season({ season }), intro: s.intro, hint: s.hint }}
      onSubmit={onSubmit} allAnswered={allAnswered} privacyRefused={privacyRefused} pending={mutation.isPending} restored={restored} prefilled={prefilled}>
      <FormSection title={s.player}>
        {text('playerName')}
        {text('playerSurname')}
        {text('birthDate', { type: 'date' })}
        {document('player', true)}
        {text('courseAndSchool', { wide: true })}
        {text('fullAddress', { wide: true, autoComplete: 'street-address' })}
        {text('healthCardNumber')}
        {text('allergiesOrIllnesses', { type: 'textarea', hint: s.allergiesHint, wide: true })}
      </FormSection>

      <FormSection title={s.guardian}>
        {text('guardianName', { autoComplete: 'given-name' })}
        {text('guardianSurname', { autoComplete: 'family-name' })}
        {document('guardian')}
        {text('guardianMobilePhone', { type: 'tel', hint: common.phoneHint, autoComplete: 'tel' })}
        {text('guardianHomePhone', { type: 'tel', required: false })}
        {text('guardianEmail', { type: 'email', autoComplete: 'email' })}
        {text('guardianAddress', { required: false, wide: true })}
      </FormSection>

      <FormSection title={s.medical}>{consent('medicalEmergencyConsent')}</FormSection>

      <FormSection title={s.authorized} intro={s.authorizedIntro}>
        {text('authorizedPersonName', { wide: true })}
        {document('authorizedPerson')}
        {text('authorizedPersonPhone', { type: 'tel', hint: common.phoneHint })}
      </FormSection>

      <FormSection title={s.medication}>
        {consent('medicationAdministrationConsent')}
        {text('medicationDetails', { type: 'textarea', required: false, hint: s.medicationHint, wide: true })}
      </FormSection>

      <FormSection title={s.bank}>
        {text('accountHolderName')}
        <IbanField control={form.control} id={fid('iban')} label={s.iban} error={err('iban')} />
      </FormSection>

      <FormSection title={s.consents}>
        {consent('sepaAuthorization')}
        {consent('privacyAuthorization')}
        {consent('imageRightsAuthorization')}
      </FormSection>
    </RegistrationForm>
  );
}
