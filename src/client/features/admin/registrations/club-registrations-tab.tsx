import { useDeleteClubRegistration } from '#client/api/delete-club-registration.ts';
import { clubRegistrationsCsvUrl, useClubRegistrations } from '#client/api/get-club-registrations.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { ExportCsvLink, RegistrationCard } from '#client/features/admin/registrations/registration-parts.tsx';
import { SeasonControls, useSeasonChoice } from '#client/features/admin/seasons/season-picker.tsx';
import { seasonStrings } from '#client/features/admin/seasons/strings.ts';
import { AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { groupIban } from '#shared/validation/iban.ts';

const s = registrationAdminStrings.club;
const r = registrationAdminStrings.registrations;

/** Admin tab 'Inscr. Club': every stored field, consents with their times, SEPA "no" flagged, delete, CSV. */
export default function ClubRegistrationsTab() {
  const choice = useSeasonChoice();
  const seasonId = choice.season?.id;
  // One season at a time (issue 12 item 1): the open one unless the admin picks another.
  const list = useClubRegistrations(seasonId, seasonId !== undefined);
  const remove = useDeleteClubRegistration();
  const rows = list.data ?? [];
  return (
    <AdminListTab
      headingId="tab-inscr-club-heading"
      title={s.heading}
      note={choice.season ? `${seasonStrings.tabNote(choice.season.label)} · ${r.count(rows.length)}` : null}
      action={
        <div className="flex flex-wrap items-start gap-3">
          <SeasonControls seasons={choice.seasons} season={choice.season} onPick={choice.pick} />
          <ExportCsvLink href={clubRegistrationsCsvUrl(seasonId)} />
        </div>
      }
      query={seasonId === undefined ? { isPending: choice.isPending, error: null, refetch: () => undefined } : list}
      items={rows}
      emptyText={r.empty}
      listClassName="space-y-4"
      renderRow={(reg) => (
        <RegistrationCard
          key={reg.id}
          name={reg.playerName}
          meta={
            <>
              {r.registeredAt} {formatDateTime(reg.createdAt)}
            </>
          }
          strings={s}
          onDelete={() => remove.mutate(reg.id, toastOutcome(r.deleted, s.deleteError))}
          sepaAuthorization={reg.sepaAuthorization}
          details={[
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
          consents={[
            { label: s.sepaAuthorization, value: reg.sepaAuthorization, at: reg.sepaAuthorizationAt },
            { label: s.privacyAuthorization, value: reg.privacyAuthorization, at: reg.privacyAuthorizationAt },
            { label: s.imageRightsAuthorization, value: reg.imageRightsAuthorization, at: reg.imageRightsAuthorizationAt },
          ]}
        />
      )}
    />
  );
}
