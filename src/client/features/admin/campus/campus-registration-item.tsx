import type { ReactNode } from 'react';
import { useDeleteCampusRegistration } from '#client/api/delete-campus-registration.ts';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { MembershipBadge, MembershipReviewActions, membershipDetail } from '#client/features/admin/campus/membership-badge.tsx';
import { DetailList, RegistrationHeader } from '#client/features/admin/registrations/registration-parts.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { formatPrice } from '#shared/money.ts';
import type { AdminCampusRegistration } from '#shared/schemas/club-members.ts';

const s = campusAdminStrings.campusRegistrations;
const r = registrationAdminStrings.registrations;

/**
 * One campus sign-up with every stored field, its member-price check (badge and the admin's mark, issue 10 item 4)
 * and its delete (used by the Inscr. Campus tab, with its processed mark, and the campus modal).
 */
export function CampusRegistrationItem({ registration: reg, processed }: { registration: AdminCampusRegistration; processed?: ReactNode }) {
  const remove = useDeleteCampusRegistration();
  // Deleting and the member-price marks are for a role that may change sign-ups (decision 187).
  const canWrite = useCan('signups.write');
  const name = `${reg.childName} ${reg.childSurname}`;
  // Paid but needing the club: no place for it, or charged more than its place (decision 180).
  const flagged = reg.status === 'paid_overbooked' || reg.status === 'paid_overcharged';
  return (
    <li className={`space-y-3 rounded-lg border p-4 ${flagged ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}>
      <RegistrationHeader
        heading={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h4 className="font-semibold text-stone-900">{name}</h4>
            <MembershipBadge membership={reg.membership} />
          </div>
        }
        meta={
          <>
            {r.registeredAt} {formatDateTime(reg.createdAt)}
          </>
        }
        metaClassName="text-xs text-stone-600"
        name={name}
        strings={s}
        onDelete={canWrite ? () => remove.mutate(reg.id, toastOutcome(r.deleted, s.deleteError)) : undefined}
      />
      <DetailList
        items={[
          { label: s.birthDate, value: formatDate(reg.birthDate) },
          { label: s.member, value: membershipDetail(reg.membership, r.yes, r.no) },
          { label: s.parentEmail, value: reg.parentEmail },
          { label: s.parentPhone, value: reg.parentPhone },
          { label: s.payment, value: reg.paymentMethod === 'free' ? s.free : s.card(formatPrice(reg.amountPaid)) },
          {
            label: s.status,
            value: <span className={flagged ? 'font-semibold text-red-800' : undefined}>{s.statusLabels[reg.status] ?? reg.status}</span>,
          },
          ...(reg.paymentIntentId ? [{ label: s.reference, value: <span className="font-mono text-xs">{reg.paymentIntentId}</span> }] : []),
        ]}
      />
      {canWrite ? <MembershipReviewActions registrationId={reg.id} name={name} membership={reg.membership} /> : null}
      {processed}
    </li>
  );
}
