import { Clock, Eye, ListOrdered, MapPin, Users } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useDeleteCampus } from '#client/api/delete-campus.ts';
import { useAdminCampus } from '#client/api/get-admin-campus.ts';
import { useUpdateCampus } from '#client/api/update-campus.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { CampusForm } from '#client/features/admin/campus/campus-form.tsx';
import { CampusRegistrationsDialog } from '#client/features/admin/campus/campus-registrations-dialog.tsx';
import { CampusWaitlistDialog } from '#client/features/admin/campus/campus-waitlist-dialog.tsx';
import { ClubMembersDialog } from '#client/features/admin/members/club-members-dialog.tsx';
import { DeleteWithConfirm, EditButton, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { AddButton, AdminListTab, ImageCard } from '#client/features/admin/ui/shared-list-tab.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { memberStrings } from '#client/features/admin/members/strings.ts';
import { smallVariant } from '#client/lib/image-ref.ts';
import { formatDate, todayInMadrid } from '#shared/dates.ts';
import { formatPrice, toCents } from '#shared/money.ts';
import { type AdminCampus, type CampusWhen, campusWhenValues } from '#shared/schemas/campus.ts';

const s = campusAdminStrings.campus;
const price = (p: string) => (toCents(p) === 0 ? s.free : formatPrice(p));
const w = campusAdminStrings.waitlist;

/** 'Actuals' / 'Passats' (decision 157): toggle buttons, the chosen one pressed. */
function WhenFilter({ value, onChange }: { value: CampusWhen; onChange: (when: CampusWhen) => void }) {
  return (
    <fieldset className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">{s.filterLabel}</legend>
      {campusWhenValues.map((when) => (
        <button
          key={when}
          type="button"
          aria-pressed={when === value}
          onClick={() => onChange(when)}
          className="rounded px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {s.filters[when]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Admin tab 'Campus' (SPEC §2, §5; issue 3 item 8; issue 12 item 5): cards with Actiu/Inactiu, count, active switch,
 * create, edit, delete; 'Actuals' (not ended yet, the default) or 'Passats' (ended, with their registrations).
 */
export default function CampusTab() {
  const [when, setWhen] = useState<CampusWhen>('current');
  const campus = useAdminCampus(when);
  const update = useUpdateCampus();
  const remove = useDeleteCampus();
  const [editing, setEditing] = useState<AdminCampus | 'new' | null>(null);
  const [viewing, setViewing] = useState<AdminCampus | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<AdminCampus | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  // What the role may do here (decision 187): a treasurer or the communication volunteer sees the campus read-only.
  const canWrite = useCan('campus.write');
  const canSeeSignUps = useCan('signups.read');
  const canSeeMembers = useCan('registrations.read');

  return (
    <AdminListTab
      headingId="tab-campus-heading"
      title={s.heading}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <WhenFilter value={when} onChange={setWhen} />
          {/* The member list the sign-ups' "soci del club" is checked against (issue 10 item 4). */}
          {canSeeMembers ? (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setMembersOpen(true)}
              aria-label={memberStrings.list.openLabel}
            >
              <Users className="h-4 w-4" aria-hidden />
              {memberStrings.list.open}
            </button>
          ) : null}
          {canWrite ? <AddButton label={s.add} onClick={() => setEditing('new')} /> : null}
        </div>
      }
      query={campus}
      items={campus.data ?? []}
      emptyText={when === 'past' ? s.emptyPast : s.emptyCurrent}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderRow={(c) => {
        const switchId = `campus-active-${c.id}`;
        const ended = c.endDate < todayInMadrid();
        return (
          <ImageCard key={c.id} src={smallVariant(c.imageUrl)} height={270} aspect="aspect-video" bodyClassName="gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-stone-900">{c.name}</h3>
              <span
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  c.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                }`}
              >
                {c.isActive ? s.active : s.inactive}
              </span>
            </div>
            {ended ? <p className="text-xs font-semibold uppercase tracking-wide text-red-800">{s.ended}</p> : null}
            <p className="text-sm text-stone-700">{s.dates(formatDate(c.startDate), formatDate(c.endDate))}</p>
            <p className="flex items-center gap-1.5 text-sm text-stone-700">
              <Clock className="h-3.5 w-3.5 shrink-0 text-stone-500" aria-hidden />
              {s.schedule(c.schedule)}
            </p>
            {c.location ? (
              <p className="flex items-center gap-1.5 text-sm text-stone-700">
                <MapPin className="h-3.5 w-3.5 shrink-0 text-stone-500" aria-hidden />
                {s.location(c.location)}
              </p>
            ) : null}
            <p className="text-sm text-stone-700">
              {s.ages(c.ageMin, c.ageMax)} · {s.prices(price(c.priceClubMember), price(c.priceNonMember))}
            </p>
            <p className="text-sm font-medium text-stone-900">
              {s.registered(c.registeredCount)} · {s.placesLeft(c.placesLeft, c.maxParticipants)}
            </p>
            {canWrite ? (
              <div className="flex items-center gap-3 pt-1">
                <Switch.Root
                  id={switchId}
                  checked={c.isActive}
                  disabled={update.isPending}
                  aria-label={s.activeSwitch(c.name)}
                  onCheckedChange={(isActive) =>
                    update.mutate({ id: c.id, data: { isActive } }, toastOutcome(isActive ? s.activated : s.deactivated, s.updateError))
                  }
                  className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-400 transition-colors data-[state=checked]:bg-green-700 disabled:opacity-60"
                >
                  <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
                </Switch.Root>
                <label htmlFor={switchId} className="text-sm text-stone-800">
                  {s.active}
                </label>
              </div>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-1 pt-3">
              {canSeeSignUps ? (
                <>
                  <button type="button" className={buttonClass.ghost} onClick={() => setViewing(c)} aria-label={s.viewRegistrationsLabel(c.name)}>
                    <Eye className="h-4 w-4" aria-hidden />
                    {s.viewRegistrations}
                  </button>
                  <button type="button" className={buttonClass.ghost} onClick={() => setWaitlistOf(c)} aria-label={w.openLabel(c.name, c.waitlistCount)}>
                    <ListOrdered className="h-4 w-4" aria-hidden />
                    {c.waitlistCount > 0 ? w.openCount(c.waitlistCount) : w.open}
                  </button>
                </>
              ) : null}
              {canWrite ? (
                <>
                  <EditButton label={s.editLabel(c.name)} onClick={() => setEditing(c)} />
                  <DeleteWithConfirm
                    label={s.deleteLabel(c.name)}
                    title={s.confirmTitle}
                    description={s.confirmText(c.name, c.registeredCount)}
                    onConfirm={() => remove.mutate(c.id, toastOutcome(s.deleted, s.deleteError))}
                  />
                </>
              ) : null}
            </div>
          </ImageCard>
        );
      }}
    >
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        strings={s}
        form={(row) => <CampusForm campus={row} onDone={() => setEditing(null)} />}
      />
      {canSeeMembers ? <ClubMembersDialog open={membersOpen} onOpenChange={setMembersOpen} /> : null}
      {viewing ? <CampusRegistrationsDialog campus={viewing} onClose={() => setViewing(null)} /> : null}
      {waitlistOf ? <CampusWaitlistDialog campus={waitlistOf} onClose={() => setWaitlistOf(null)} /> : null}
    </AdminListTab>
  );
}
