import { useDeleteClubRegistration } from '#client/api/delete-club-registration.ts';
import { clubRegistrationsCsvUrl, useClubRegistrations } from '#client/api/get-club-registrations.ts';
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

const s = registrationAdminStrings.club;
const r = registrationAdminStrings.registrations;

/** Admin tab 'Inscr. Club': every stored field, consents with their times, SEPA "no" flagged, delete, CSV. */
export default function ClubRegistrationsTab() {
  const list = useClubRegistrations();
  const remove = useDeleteClubRegistration();
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="tab-inscr-club-heading">
      <TabHeader
        id="tab-inscr-club-heading"
        title={s.heading}
        note={`${s.season} · ${r.count(rows.length)}`}
        action={<ExportCsvLink href={clubRegistrationsCsvUrl} />}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} emptyText={r.empty} onRetry={() => void list.refetch()}>
        <ul className="space-y-4">
          {rows.map((reg) => (
            <li key={reg.id} className={`${cardClass} space-y-4 p-5`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="text-lg font-semibold text-stone-900">{reg.playerName}</h3>
                  <p className="text-sm text-stone-600">
                    {r.registeredAt} {formatDateTime(reg.createdAt)}
                  </p>
                </div>
                <DeleteWithConfirm
                  label={s.deleteLabel(reg.playerName)}
                  title={s.confirmTitle}
                  description={s.confirmText(reg.playerName)}
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
                  { label: s.player, value: reg.playerName },
                  { label: s.playerDni, value: reg.playerDni },
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
                ]}
              />
              <ConsentList
                answers={[
                  { label: s.sepaAuthorization, value: reg.sepaAuthorization, at: reg.sepaAuthorizationAt },
                  { label: s.privacyAuthorization, value: reg.privacyAuthorization, at: reg.privacyAuthorizationAt },
                  { label: s.imageRightsAuthorization, value: reg.imageRightsAuthorization, at: reg.imageRightsAuthorizationAt },
                ]}
              />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
