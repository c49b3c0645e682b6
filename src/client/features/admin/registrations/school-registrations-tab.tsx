import { useDeleteSchoolRegistration } from '#client/api/delete-school-registration.ts';
import { useAdminSchoolRegistrations } from '#client/api/get-admin-school-registrations.ts';
import { useSchoolRegistration } from '#client/api/get-school-registration.ts';
import { schoolRegistrationsCsvUrl } from '#client/api/get-school-registrations.ts';
import { useUpdateSchoolRegistrationProcessed } from '#client/api/update-school-registration-processed.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { DocumentValue, type RegistrationTabConfig, RegistrationTableTab } from '#client/features/admin/registrations/registration-parts.tsx';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';
import { groupIban } from '#shared/validation/iban.ts';

const s = registrationAdminStrings.school;
const r = registrationAdminStrings.registrations;

const describe = (reg: SchoolRegistration) => {
  const name = `${reg.playerName} ${reg.playerSurname}`;
  return {
    name,
    meta: (
      <>
        {reg.courseAndSchool} · {r.registeredAt} {formatDateTime(reg.createdAt)}
      </>
    ),
    details: [
              { label: s.pupil, value: name },
              { label: s.birthDate, value: formatDate(reg.birthDate) },
              { label: s.playerDocument, value: <DocumentValue type={reg.playerDocumentType} number={reg.playerDni} /> },
              { label: s.courseAndSchool, value: reg.courseAndSchool },
              { label: s.fullAddress, value: reg.fullAddress },
              { label: s.healthCardNumber, value: reg.healthCardNumber },
              { label: s.allergiesOrIllnesses, value: <span className="whitespace-pre-line">{reg.allergiesOrIllnesses}</span> },
              { label: s.guardian, value: `${reg.guardianName} ${reg.guardianSurname}` },
              { label: s.guardianDocument, value: <DocumentValue type={reg.guardianDocumentType} number={reg.guardianDni} /> },
              { label: s.guardianMobilePhone, value: reg.guardianMobilePhone },
              { label: s.guardianHomePhone, value: reg.guardianHomePhone ?? '' },
              { label: s.guardianEmail, value: reg.guardianEmail },
              { label: s.guardianAddress, value: reg.guardianAddress ?? '' },
              { label: s.authorizedPerson, value: reg.authorizedPersonName },
              {
                label: s.authorizedPersonDocument,
                value: <DocumentValue type={reg.authorizedPersonDocumentType} number={reg.authorizedPersonDni} />,
              },
              { label: s.authorizedPersonPhone, value: reg.authorizedPersonPhone },
              { label: s.medicationDetails, value: <span className="whitespace-pre-line">{reg.medicationDetails ?? ''}</span> },
              { label: s.accountHolderName, value: reg.accountHolderName },
              { label: s.iban, value: <span className="font-mono">{groupIban(reg.iban)}</span> },
            ],
    consents: [
              { label: s.medicalEmergencyConsent, value: reg.medicalEmergencyConsent, at: reg.medicalEmergencyConsentAt },
              {
                label: s.medicationAdministrationConsent,
                value: reg.medicationAdministrationConsent,
                at: reg.medicationAdministrationConsentAt,
              },
              { label: s.sepaAuthorization, value: reg.sepaAuthorization, at: reg.sepaAuthorizationAt },
              { label: s.privacyAuthorization, value: reg.privacyAuthorization, at: reg.privacyAuthorizationAt },
              { label: s.imageRightsAuthorization, value: reg.imageRightsAuthorization, at: reg.imageRightsAuthorizationAt },
            ],
  };
};

const config: RegistrationTabConfig<SchoolRegistration & ProcessedMark> = {
  slug: 'inscr-escoles',
  strings: s,
  csvUrl: schoolRegistrationsCsvUrl,
  useTable: useAdminSchoolRegistrations,
  useDetail: useSchoolRegistration,
  useMark: useUpdateSchoolRegistrationProcessed,
  useDelete: useDeleteSchoolRegistration,
  describe,
};

/** Admin tab 'Inscr. Escoles': the season's table (search, filters, pages); a row opens every stored field, the five consents with their times, SEPA "no" flagged, the processed mark, delete; CSV. */
export default function SchoolRegistrationsTab() {
  return <RegistrationTableTab config={config} />;
}
