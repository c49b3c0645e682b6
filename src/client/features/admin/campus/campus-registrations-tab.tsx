import { campusRegistrationsCsvUrl, useCampusRegistrations } from '#client/api/get-campus-registrations.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { CampusRegistrationItem } from '#client/features/admin/campus/campus-registration-item.tsx';
import { ExportCsvLink } from '#client/features/admin/registrations/registration-parts.tsx';
import { AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import type { AdminCampusRegistration as CampusRegistration } from '#shared/schemas/club-members.ts';

const s = campusAdminStrings.campusRegistrations;
const r = registrationAdminStrings.registrations;

/** The sign-ups grouped by campus, in the order the server lists them (by campus, then oldest first). */
function groupByCampus(rows: CampusRegistration[]) {
  const groups = new Map<number, { name: string; rows: CampusRegistration[] }>();
  for (const row of rows) {
    const group = groups.get(row.campusId) ?? { name: row.campusName ?? s.unknownCampus, rows: [] };
    group.rows.push(row);
    groups.set(row.campusId, group);
  }
  return [...groups.entries()];
}

/** Admin tab 'Inscr. Campus': registrations grouped by campus (SPEC §2), delete, CSV export. */
export default function CampusRegistrationsTab() {
  const list = useCampusRegistrations();
  const rows = list.data ?? [];
  return (
    <AdminListTab
      headingId="tab-inscr-campus-heading"
      title={s.heading}
      note={r.count(rows.length)}
      action={<ExportCsvLink href={campusRegistrationsCsvUrl} />}
      query={list}
      items={rows}
      emptyText={r.empty}
      renderList={(items) => (
        <div className="space-y-6">
          {groupByCampus(items).map(([campusId, group]) => (
            <section key={campusId} aria-labelledby={`inscr-campus-${campusId}`} className={`${cardClass} p-5`}>
              <h3 id={`inscr-campus-${campusId}`} className="text-lg font-semibold text-stone-900">
                {group.name} <span className="text-sm font-normal text-stone-600">({r.count(group.rows.length)})</span>
              </h3>
              <ul className="mt-4 space-y-3">
                {group.rows.map((reg) => (
                  <CampusRegistrationItem key={reg.id} registration={reg} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    />
  );
}
