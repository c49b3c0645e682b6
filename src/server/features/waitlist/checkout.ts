import { and, eq, sql } from 'drizzle-orm';
import { centsToString } from '#shared/money.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema.ts';
import { overbookedStatus, overchargedStatus } from '#server/features/campus/payment.ts';
import { findRegistrationByIntent } from '#server/features/campus/repository.ts';
import { storeSignUp } from '#server/features/campus/service.ts';
import { type CheckoutHandler, UnstorablePayment } from '#server/features/payments/handlers.ts';
import { markOfferAccepted } from '#server/features/places/changes.ts';
import type { WaitlistCheckoutData } from '#server/features/places/entry-payments.ts';
import { byId, type CampusRow, countPlacesTaken, findEntry, lockCampus, type WaitlistRow } from '#server/features/places/repository.ts';
import { childrenOf } from '#server/features/waitlist/repository.ts';

/** Each child's share of what was paid, in cents: equal parts, the odd cents on the first. */
export function shares(totalCents: number, places: number): number[] {
  const base = Math.floor(totalCents / places);
  return Array.from({ length: places }, (_, i) => base + (i === 0 ? totalCents - base * places : 0));
}

/** How a paid offer's payment compares with the entry it is stored for. */
type Paid = { intentId: string; amountCents: number; lapsed: boolean; overcharged: boolean };

/**
 * One sign-up per child of an entry that was offered places (free, or paid), inside the caller's transaction with
 * the campus row locked. A standing offer becomes 'accepted' (its keys set free; places' `markOfferAccepted`)
 * first, so the places it held are counted once, as the sign-ups. A sign-up's usual confirmation and club notice are queued for each child. Paid:
 * only the first row carries the intent id (the column is unique), each its share of the whole amount (so a refund
 * of the intent matches the rows). A lapsed offer (its entry expired, declined, left or removed while the family
 * paid) keeps its entry's status — never silently back to 'accepted' — and its rows are flagged overbooked only if
 * the campus has no room for them (the family paid: never lost); a standing offer held its places, so its rows are
 * never flagged overbooked. Paid for more children than are stored (a sibling got a place another way meanwhile):
 * flagged 'paid_overcharged' for the club to give the difference back.
 */
export async function signUpEntry(tx: Tx, c: CampusRow, entry: WaitlistRow, clubEmail: string, paid?: Paid): Promise<number[]> {
  const children = await childrenOf(tx, [entry.id]);
  if (!paid?.lapsed) await markOfferAccepted(tx, entry.id);
  const taken = await countPlacesTaken(tx, c.id);
  const overbooked = Boolean(paid?.lapsed) && taken + children.length > c.maxParticipants;
  const paidStatus = overbooked ? overbookedStatus : paid?.overcharged ? overchargedStatus : 'paid';
  const amounts = paid ? shares(paid.amountCents, children.length) : children.map(() => 0);
  const ids: number[] = [];
  for (const [i, child] of children.entries()) {
    const row = await storeSignUp(
      tx,
      c,
      {
        campusId: c.id,
        childName: child.childName,
        childSurname: child.childSurname,
        birthDate: child.birthDate,
        parentEmail: entry.parentEmail,
        parentPhone: entry.parentPhone,
        isClubMember: entry.isClubMember,
        locale: entry.locale,
        paymentMethod: paid ? 'stripe' : 'free',
        status: paid ? paidStatus : 'confirmed',
        amountPaid: centsToString(amounts[i]!),
        paymentIntentId: paid && i === 0 ? paid.intentId : null,
      },
      Math.max(c.maxParticipants - taken - i - 1, 0),
      clubEmail,
      overbooked,
    );
    ids.push(row.id);
  }
  return ids;
}

/**
 * finalizePayment's handler for 'waitlist' checkouts (an accepted offer on a paid campus). The checkout holds no
 * place itself (its campusId is null): the offer does, until the entry is accepted here.
 */
export const waitlistCheckoutHandler: CheckoutHandler = {
  async onPaid(tx, checkout, intent, ctx) {
    const data = checkout.registrationData as WaitlistCheckoutData | null;
    const c = data ? await lockCampus(tx, data.campusId) : undefined;
    const entry = data ? await findEntry(tx, byId(data.entryId), true) : undefined;
    // The campus or the entry was deleted while the family paid: rolled back; finalizePayment refunds the payment.
    if (!data || !c || !entry) throw new UnstorablePayment('gone', 'campus or entry of a paid waiting-list checkout no longer exists');
    // The offer was accepted with another payment (its link opened in two browsers, both paid: issue 22 finding 2):
    // its sign-ups are stored; this second payment is refunded.
    if (entry.status === 'accepted') throw new UnstorablePayment('duplicate', 'waiting-list offer already accepted with another payment');
    const lapsed = entry.status !== 'offered';
    const stored = (await childrenOf(tx, [entry.id])).length;
    const overcharged = data.places !== undefined && stored < data.places;
    if (overcharged) {
      ctx.log.warn({ intentId: intent.id, entryId: entry.id, paidFor: data.places, stored }, 'waiting-list offer paid for more children than it stores: flagged');
    }
    const ids = await signUpEntry(tx, c, entry, ctx.clubEmail, { intentId: intent.id, amountCents: intent.amountCents, lapsed, overcharged });
    if (lapsed) ctx.log.warn({ intentId: intent.id, entryId: entry.id, status: entry.status }, 'waiting-list offer paid after it ended: stored');
    await tx
      .update(checkouts)
      .set({ registrationData: { ...data, registrationIds: ids } })
      .where(eq(checkouts.id, checkout.id));
    return { id: ids[0]! };
  },
  async findPaid(tx, checkout) {
    if (!checkout.paymentIntentId) return undefined;
    const row = await findRegistrationByIntent(tx, checkout.paymentIntentId);
    return row ? { id: row.id } : undefined;
  },
};

/**
 * The sign-ups paid with one payment through a waiting-list offer (siblings), given any one of them: the intent
 * (on the first row only) and every sign-up it paid for. Undefined for a sign-up not paid that way. A refund of the
 * intent gives back the whole amount, so the family page cancels such siblings together (or not at all).
 */
export async function paidTogether(db: DbOrTx, registrationId: number): Promise<{ intentId: string; registrationIds: number[] } | undefined> {
  const [row] = await db
    .select({ intentId: checkouts.paymentIntentId, data: checkouts.registrationData })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.kind, 'waitlist'),
        eq(checkouts.status, 'paid'),
        sql`${checkouts.registrationData}->'registrationIds' @> ${JSON.stringify([registrationId])}::jsonb`,
      ),
    )
    .limit(1);
  const ids = (row?.data as WaitlistCheckoutData | null | undefined)?.registrationIds;
  return row?.intentId && ids ? { intentId: row.intentId, registrationIds: ids } : undefined;
}
