import { useCampusRegistrations } from '#client/api/get-campus-registrations.ts';
import { CampusRegistrationItem } from '#client/features/admin/campus/campus-registration-item.tsx';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import type { AdminCampus } from '#shared/schemas/campus.ts';

const s = campusAdminStrings.campus;

/** 'View registrations': this campus's sign-ups, each with its delete. */
export function CampusRegistrationsDialog({ campus, onClose }: { campus: AdminCampus; onClose: () => void }) {
  const list = useCampusRegistrations();
  const rows = (list.data ?? []).filter((r) => r.campusId === campus.id);
  return (
    <FormDialog open onOpenChange={(open) => (open ? undefined : onClose())} title={s.registrationsTitle(campus.name)}>
      <ListState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} emptyText={s.noRegistrations} onRetry={() => void list.refetch()}>
        <ul className="space-y-3">
          {rows.map((reg) => (
            <CampusRegistrationItem key={reg.id} registration={reg} />
          ))}
        </ul>
      </ListState>
    </FormDialog>
  );
}
