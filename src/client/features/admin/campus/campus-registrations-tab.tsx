import { useState } from 'react';
import { type CampusRegistrationRow, useAdminCampusRegistrations } from '#client/api/get-admin-campus-registrations.ts';
import { useAdminCampus } from '#client/api/get-admin-campus.ts';
import { campusRegistrationsCsvUrl } from '#client/api/get-campus-registrations.ts';
import { useUpdateCampusRegistrationProcessed } from '#client/api/update-campus-registration-processed.ts';
import { compactInputClass } from '#client/components/form/styles.ts';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { CampusRegistrationItem } from '#client/features/admin/campus/campus-registration-item.tsx';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { ExportCsvLink } from '#client/features/admin/registrations/registration-parts.tsx';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { AdminTable, ProcessedBadge, ProcessedToggle, useTableQuery } from '#client/features/admin/ui/shared-table.tsx';
import { useCan } from '#client/features/admin/ui/use-can.ts';

const s = campusAdminStrings.campusRegistrations;
const r = registrationAdminStrings.registrations;

/** A page's sign-ups grouped by campus (SPEC §2), each group where its first (newest) sign-up comes. */
function groupByCampus(rows: CampusRegistrationRow[]) {
  const groups = new Map<number, { name: string; rows: CampusRegistrationRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.campusId) ?? { name: row.campusName ?? s.unknownCampus, rows: [] };
    group.rows.push(row);
    groups.set(row.campusId, group);
  }
  return [...groups.entries()];
}

/**
 * Admin tab 'Inscr. Campus' (issue 12 item 4): the sign-ups as a searchable, paged table, newest first, filtered by
 * campus and processed mark; each page grouped by campus (SPEC §2); delete, membership check, CSV export.
 */
export default function CampusRegistrationsTab() {
  const state = useTableQuery();
  const [campusId, setCampusId] = useState<number | undefined>(undefined);
  const current = useAdminCampus('current');
  const past = useAdminCampus('past');
  const campuses = [...(current.data ?? []), ...(past.data ?? [])];
  const list = useAdminCampusRegistrations(state.query, campusId);
  const mark = useUpdateCampusRegistrationProcessed();
  const canWrite = useCan('signups.write');
  return (
    <AdminTable
      headingId="tab-inscr-campus-heading"
      title={s.heading}
      note={list.data ? r.count(list.data.total) : null}
      action={<ExportCsvLink href={campusRegistrationsCsvUrl} />}
      state={state}
      searchHint={s.searchHint}
      query={list}
      emptyText={r.empty}
      filtered={campusId !== undefined}
      filters={
        <FilterSelect
          label={s.campusFilter}
          value={campusId === undefined ? '' : String(campusId)}
          options={[{ value: '', label: s.allCampus }, ...campuses.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(v) => {
            setCampusId(v === '' ? undefined : Number(v));
            state.setPage(1);
          }}
          selectClassName={compactInputClass}
          className="w-full sm:w-56"
          labelClassName="mb-1 block text-sm font-medium text-stone-800"
        />
      }
      renderRows={(rows) => (
        <div className="space-y-6">
          {groupByCampus(rows).map(([id, group]) => (
            <section key={id} aria-labelledby={`inscr-campus-${id}`} className={`${cardClass} p-5`}>
              <h3 id={`inscr-campus-${id}`} className="text-lg font-semibold text-stone-900">
                {group.name}
              </h3>
              <ul className="mt-4 space-y-3">
                {group.rows.map((reg) => (
                  <CampusRegistrationItem
                    key={reg.id}
                    registration={reg}
                    processed={
                      canWrite ? (
                        <ProcessedToggle
                          mark={reg}
                          pending={mark.isPending}
                          onChange={(processed) =>
                            mark.mutate({ id: reg.id, processed }, toastOutcome(processed ? r.markedDone : r.markedTodo, r.markError))
                          }
                        />
                      ) : (
                        <ProcessedBadge mark={reg} />
                      )
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    />
  );
}
