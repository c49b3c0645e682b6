import { BadgeCheck, CircleAlert, Undo2 } from 'lucide-react';
import { useUpdateCampusRegistrationMembership } from '#client/api/update-campus-registration-membership.ts';
import { memberStrings } from '#client/features/admin/members/strings.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { formatDateTime } from '#shared/dates.ts';
import { formatPrice, toCents } from '#shared/money.ts';
import type { Membership, MembershipReview } from '#shared/schemas/club-members.ts';

const b = memberStrings.badge;
const rv = memberStrings.review;

const owed = (m: Membership) => (m.difference && toCents(m.difference) > 0 ? formatPrice(m.difference) : null);

const tone = {
  ok: 'bg-green-100 text-green-900 ring-green-200',
  warn: 'bg-amber-100 text-amber-950 ring-amber-300',
  owe: 'bg-red-100 text-red-900 ring-red-200',
} as const;

/** The row's badge: nothing when membership was not claimed; the admin's own mark wins over the computed status. */
export function MembershipBadge({ membership: m }: { membership: Membership }) {
  if (m.status === 'not_claimed') return null;
  const [text, kind] =
    m.review === 'claim_difference'
      ? [b.claim(owed(m)), 'owe' as const]
      : m.review === 'verified' || m.status === 'confirmed'
        ? [m.status === 'confirmed' ? b.confirmed : b.verified, 'ok' as const]
        : [b.notFound(owed(m)), 'warn' as const];
  const Icon = kind === 'ok' ? BadgeCheck : CircleAlert;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[kind]}`}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {text}
    </span>
  );
}

/** "Soci del club" in the row's details: the claim and what confirmed it. */
export function membershipDetail(m: Membership, yes: string, no: string): string {
  if (m.status === 'not_claimed') return no;
  if (m.status === 'confirmed') return b.confirmedBy(b.sources[m.matchedBy ?? ''] ?? b.sources.member_name!);
  return m.review ? yes : b.claimedNotFound;
}

/**
 * For a claim the list does not confirm: mark it verified by hand or as owing the difference, or take the mark off.
 * The time (and who) of a mark is shown beside it.
 */
export function MembershipReviewActions({ registrationId, name, membership: m }: { registrationId: number; name: string; membership: Membership }) {
  const update = useUpdateCampusRegistrationMembership();
  if (m.status === 'not_claimed' || (m.status === 'confirmed' && !m.review)) return null;
  const set = (review: MembershipReview | null) =>
    update.mutate(
      { id: registrationId, data: { review } },
      { onSuccess: () => notifySuccess(rv.saved), onError: (err) => notifyError(rv.error, err) },
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-2 rounded-md bg-stone-50 px-3 py-2 text-sm">
      <legend className="sr-only">{rv.group(name)}</legend>
      {m.review ? (
        <>
          <span className="text-stone-700">{b.reviewedAt(m.reviewedAt ? formatDateTime(m.reviewedAt) : '', m.reviewedBy)}</span>
          <button type="button" className={`${buttonClass.ghost} py-1`} disabled={update.isPending} onClick={() => set(null)}>
            <Undo2 className="h-4 w-4" aria-hidden />
            {rv.undo}
          </button>
        </>
      ) : (
        <>
          <button type="button" className={`${buttonClass.secondary} py-1`} disabled={update.isPending} onClick={() => set('verified')}>
            <BadgeCheck className="h-4 w-4" aria-hidden />
            {rv.verify}
          </button>
          <button type="button" className={`${buttonClass.secondary} py-1`} disabled={update.isPending} onClick={() => set('claim_difference')}>
            <CircleAlert className="h-4 w-4" aria-hidden />
            {rv.claim}
          </button>
        </>
      )}
    </fieldset>
  );
}
