import { useDeleteSchoolRegistration } from '#client/api/delete-school-registration.ts';
import { schoolRegistrationsCsvUrl, useSchoolRegistrations } from '#client/api/get-school-registrations.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { ExportCsvLink, RegistrationCard } from '#client/features/admin/registrations/registration-parts.tsx';
import { SeasonControls, useSeasonChoice } from '#client/features/admin/seasons/season-picker.tsx';
import { seasonStrings } from '#client/features/admin/seasons/strings.ts';
import { AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { groupIban } from '#shared/validation/iban.ts';

const s = registrationAdminStrings.school;
const r = registrationAdminStrings.registrations;

/** Admin tab 'Inscr. Escoles': every stored field, the five consents with their times, SEPA "no" flagged, delete, CSV. */
export default function SchoolRegistrationsTab() {
  const choice = useSeasonChoice();
  const seasonId = choice.season?.id;
  // One season at a time (issue 12 item 1): the open one unless the admin picks another.
  const list = useSchoolRegistrations(seasonId, seasonId !== undefined);
  const remove = useDeleteSchoolRegistration();
  const rows = list.data ?? [];
  return (
    <AdminListTab
      headingId="tab-inscr-escoles-heading"
      title={s.heading}
      note={choice.season ? `${seasonStrings.tabNote(choice.season.label)} · ${r.count(rows.length)}` : null}
      action={
        <div className="flex flex-wrap items-start gap-3">
          <SeasonControls seasons={choice.seasons} season={choice.season} onPick={choice.pick} />
          <ExportCsvLink href={schoolRegistrationsCsvUrl(seasonId)} />
        </div>
      }
      query={seasonId === undefined ? { isPending: choice.isPending, error: null, refetch: () => undefined } : list}
      items={rows}
      emptyText={r.empty}
      listClassName="space-y-4"
      renderRow={(reg) => {
        const name = `${reg.playerName} ${reg.playerSurname}`;
        return (
          <RegistrationCard
            key={reg.id}
            name={name}
            meta={
              <>
                {reg.courseAndSchool} · {r.registeredAt} {formatDateTime(reg.createdAt)}
              </>
            }
            strings={s}
            onDelete={() => remove.mutate(reg.id, toastOutcome(r.deleted, s.deleteError))}
            sepaAuthorization={reg.sepaAuthorization}
            details={[
              { label: s.pupil, value: name },
              { label: s.birthDate, value: formatDate(reg.birthDate) },
              { label: s.playerDni, value: reg.playerDni },
              { label: s.courseAndSchool, value: reg.courseAndSchool },
              { label: s.fullAddress, value: reg.fullAddress },
              { label: s.healthCardNumber, value: reg.healthCardNumber },
              { label: s.allergiesOrIllnesses, value: <span className="whitespace-pre-line">{reg.allergiesOrIllnesses}</span> },
              { label: s.guardian, value: `${reg.guardianName} ${reg.guardianSurname}` },
              { label: s.guardianDni, value: reg.guardianDni },
              { label: s.guardianMobilePhone, value: reg.guardianMobilePhone },
              { label: s.guardianHomePhone, value: reg.guardianHomePhone ?? '' },
              { label: s.guardianEmail, value: reg.guardianEmail },
              { label: s.guardianAddress, value: reg.guardianAddress ?? '' },
              { label: s.authorizedPerson, value: reg.authorizedPersonName },
              { label: s.authorizedPersonDni, value: reg.authorizedPersonDni },
              { label: s.authorizedPersonPhone, value: reg.authorizedPersonPhone },
              { label: s.medicationDetails, value: <span className="whitespace-pre-line">{reg.medicationDetails ?? ''}</span> },
              { label: s.accountHolderName, value: reg.accountHolderName },
              { label: s.iban, value: <span className="font-mono">{groupIban(reg.iban)}</span> },
            ]}
            consents={[
              { label: s.medicalEmergencyConsent, value: reg.medicalEmergencyConsent, at: reg.medicalEmergencyConsentAt },
              {
                label: s.medicationAdministrationConsent,
                value: reg.medicationAdministrationConsent,
                at: reg.medicationAdministrationConsentAt,
              },
              { label: s.sepaAuthorization, value: reg.sepaAuthorization, at: reg.sepaAuthorizationAt },
              { label: s.privacyAuthorization, value: reg.privacyAuthorization, at: reg.privacyAuthorizationAt },
              { label: s.imageRightsAuthorization, value: reg.imageRightsAuthorization, at: reg.imageRightsAuthorizationAt },
            ]}
          />
        );
      }}
    />
  );
}
