import { useDeleteSchoolRegistration } from '#client/api/delete-school-registration.ts';
import { schoolRegistrationsCsvUrl, useSchoolRegistrations } from '#client/api/get-school-registrations.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import {
  ConsentList,
  DetailList,
  ExportCsvLink,
  SepaNoFlag,
} from '#client/features/admin/registrations/registration-parts.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState, TabHeader } from '#client/features/admin/ui/shared-section.tsx';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { groupIban } from '#shared/validation/iban.ts';

const s = registrationAdminStrings.school;
const r = registrationAdminStrings.registrations;

/** Admin tab 'Inscr. Escoles': every stored field, the five consents with their times, SEPA "no" flagged, delete, CSV. */
export default function SchoolRegistrationsTab() {
  const list = useSchoolRegistrations();
  const remove = useDeleteSchoolRegistration();
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="tab-inscr-escoles-heading">
      <TabHeader
        id="tab-inscr-escoles-heading"
        title={s.heading}
        note={r.count(rows.length)}
        action={<ExportCsvLink href={schoolRegistrationsCsvUrl} />}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} emptyText={r.empty} onRetry={() => void list.refetch()}>
        <ul className="space-y-4">
          {rows.map((reg) => {
            const name = `${reg.playerName} ${reg.playerSurname}`;
            return (
              <li key={reg.id} className={`${cardClass} space-y-4 p-5`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
                    <p className="text-sm text-stone-600">
                      {reg.courseAndSchool} · {r.registeredAt} {formatDateTime(reg.createdAt)}
                    </p>
                  </div>
                  <DeleteWithConfirm
                    label={s.deleteLabel(name)}
                    title={s.confirmTitle}
                    description={s.confirmText(name)}
                    onConfirm={() =>
                      remove.mutate(reg.id, {
                        onSuccess: () => notifySuccess(r.deleted),
                        onError: (err) => notifyError(s.deleteError, err),
                      })
                    }
                  />
                </div>
                {reg.sepaAuthorization ? null : <SepaNoFlag />}
                <DetailList
                  items={[
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
                />
                <ConsentList
                  answers={[
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
              </li>
            );
          })}
        </ul>
      </ListState>
    </section>
  );
}
