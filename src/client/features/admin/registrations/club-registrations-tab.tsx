import { useDeleteClubRegistration } from '#client/api/delete-club-registration.ts';
import { useAdminClubRegistrations } from '#client/api/get-admin-club-registrations.ts';
import { useClubRegistration } from '#client/api/get-club-registration.ts';
import { clubRegistrationsCsvUrl } from '#client/api/get-club-registrations.ts';
import { useUpdateClubRegistrationProcessed } from '#client/api/update-club-registration-processed.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { DocumentValue, type RegistrationTabConfig, RegistrationTableTab } from '#client/features/admin/registrations/registration-parts.tsx';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';
import { groupIban } from '#shared/validation/iban.ts';

const s = registrationAdminStrings.club;
const r = registrationAdminStrings.registrations;

const describe = (reg: ClubRegistration) => {
  const name = reg.playerName;
  return {
    name,
    meta: (
      <>
        {r.registeredAt} {formatDateTime(reg.createdAt)}
      </>
    ),
    details: [
            { label: s.player, value: reg.playerName },
            { label: s.playerDocument, value: <DocumentValue type={reg.playerDocumentType} number={reg.playerDni} /> },
            { label: s.healthCardNumber, value: reg.healthCardNumber },
            { label: s.birthDate, value: formatDate(reg.birthDate) },
            { label: s.shirtSize, value: reg.shirtSize },
            { label: s.pantsSize, value: reg.pantsSize },
            { label: s.shoeSize, value: reg.shoeSize },
            { label: s.guardianName, value: reg.guardianName },
            { label: s.guardianPhone, value: reg.guardianPhone },
            { label: s.guardianEmail, value: reg.guardianEmail },
            { label: s.accountHolderName, value: reg.accountHolderName },
            { label: s.iban, value: <span className="font-mono">{groupIban(reg.iban)}</span> },
          ],
    consents: [
            { label: s.sepaAuthorization, value: reg.sepaAuthorization, at: reg.sepaAuthorizationAt },
            { label: s.privacyAuthorization, value: reg.privacyAuthorization, at: reg.privacyAuthorizationAt },
            { label: s.imageRightsAuthorization, value: reg.imageRightsAuthorization, at: reg.imageRightsAuthorizationAt },
          ],
  };
};

const config: RegistrationTabConfig<ClubRegistration & ProcessedMark> = {
  slug: 'inscr-club',
  strings: s,
  csvUrl: clubRegistrationsCsvUrl,
  useTable: useAdminClubRegistrations,
  useDetail: useClubRegistration,
  useMark: useUpdateClubRegistrationProcessed,
  useDelete: useDeleteClubRegistration,
  describe,
};

/** Admin tab 'Inscr. Club': the season's table (search, filters, pages); a row opens every stored field, consents with their times, SEPA "no" flagged, the processed mark, delete; CSV. */
export default function ClubRegistrationsTab() {
  return <RegistrationTableTab config={config} />;
}
