import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { campusMessages } from '#shared/schemas/campus.ts';
import type { WaitlistStatus } from '#shared/schemas/campus-waitlist.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { campus, campusRegistrations, campusWaitlist, checkouts } from '#server/db/schema.ts';
import { releaseCheckoutIn } from '#server/features/payments/checkouts.ts';
import type { CheckoutHandler } from '#server/features/payments/handlers.ts';
import { expireEntryPayments, stopEntryPayments } from '#server/features/places/entry-payments.ts';
import { offerFreedPlaces, withdrawOffers } from '#server/features/places/offers.ts';
import {
  byId,
  type CampusRow,
  countPlacesTaken,
  dropChild,
  endEntry,
  liveChild,
  liveStatuses,
  lockCampus,
  lockCampuses,
  placesLeft,
  type WaitlistRow,
} from '#server/features/places/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/**
 * Every change that can free a campus place (decision 198). Each runs inside the caller's transaction, locks the
 * campus row first (the lock every sign-up, hold and offer takes) and, before it returns, offers what it freed to
 * the campus's waiting list in arrival order (`offerFreedPlaces`, which nothing outside this module may call: lint).
 * So "a freed place is offered in the same transaction" is not a rule each caller must remember: there is no other
 * way to free one. The caller kicks the mail worker after its commit (the offers' mails).
 *
 * The ways a place frees, and the function each goes through:
 * - a sign-up deleted (the admin, the family's cancellation, an erasure, retention) and a family's entries erased:
 *   `deleteHolders`;
 * - a held campus payment released (expired and swept, its intent canceled, replaced, a provider failure):
 *   payments' one release path calls `campusHold.onRelease`;
 * - an offer declined or an entry (offered) left or removed: `endLiveEntry`; an offer expired: `expireOffers`
 *   (places/offers.ts, the sweep);
 * - an offered entry's child who got a place another way: `withdrawChild` (every stored sign-up calls it);
 * - the capacity raised, the campus switched on, its end date moved later: `changeCampus`.
 * A campus deleted (`closeCampus`) frees nothing anyone could take.
 */

/**
 * Deletes campus sign-ups and waiting-list entries (`holders`: conditions on campus_registrations and on
 * campus_waitlist) with their campuses locked first, in id order (two erasures, or an erasure and a sign-up, never
 * wait on each other), then offers what they held. `beforeDelete` runs under the locks, before anything goes, with
 * the ids of the sign-ups about to go (campus/erase.ts removes the copies of their personal data there). An entry's
 * children go with it (cascade), its mails with it (sent or not), and a payment running for its offer runs out now
 * (no provider at hand: the sweep cancels it). Returns the ids deleted.
 */
export async function deleteHolders(
  tx: Tx,
  holders: { signUps?: SQL | undefined; entries?: SQL | undefined },
  beforeDelete?: (signUpIds: number[]) => Promise<void>,
): Promise<{ signUps: number[]; entries: number[] }> {
  const campusIds = [
    ...(holders.signUps
      ? await tx.selectDistinct({ id: campusRegistrations.campusId }).from(campusRegistrations).where(holders.signUps)
      : []),
    ...(holders.entries ? await tx.selectDistinct({ id: campusWaitlist.campusId }).from(campusWaitlist).where(holders.entries) : []),
  ].map((r) => r.id);
  const locked = await lockCampuses(tx, campusIds);
  const signUps = holders.signUps
    ? (await tx.select({ id: campusRegistrations.id }).from(campusRegistrations).where(holders.signUps)).map((r) => r.id)
    : [];
  await beforeDelete?.(signUps);
  if (signUps.length > 0) await tx.delete(campusRegistrations).where(inArray(campusRegistrations.id, signUps));
  let entries: number[] = [];
  if (holders.entries) {
    await expireEntryPayments(tx, holders.entries);
    entries = (await tx.delete(campusWaitlist).where(holders.entries).returning({ id: campusWaitlist.id })).map((r) => r.id);
    await deleteMailsAbout(
      tx,
      entries.map((id) => mailRef('campus_waitlist', id)),
    );
  }
  for (const id of locked) await offerFreedPlaces(tx, id);
  return { signUps, entries };
}

/**
 * Ends a live entry (`from` its live statuses) with the campus row locked: left, removed, or declined. A payment
 * running for its offer is stopped (review finding 3): released now, its intents returned for the caller to cancel
 * after its commit — or, with `stop: 'expire'` (no provider at hand), left to the sweep's next turn. The places a
 * standing offer held go to the next entries that fit. Undefined when it was not live any more.
 */
export async function endLiveEntry(
  tx: Tx,
  entry: WaitlistRow,
  status: Exclude<WaitlistStatus, 'waiting' | 'offered' | 'accepted' | 'expired'>,
  from: readonly WaitlistStatus[] = liveStatuses,
  stop: 'release' | 'expire' = 'release',
): Promise<{ row: WaitlistRow; intents: string[] } | undefined> {
  await lockCampus(tx, entry.campusId);
  const row = await endEntry(tx, entry.id, status, from);
  if (!row) return undefined;
  let intents: string[] = [];
  if (stop === 'release') intents = await stopEntryPayments(tx, byId(entry.id));
  else await expireEntryPayments(tx, byId(entry.id));
  await offerFreedPlaces(tx, entry.campusId);
  return { row, intents };
}

/**
 * A standing offer taken up (call with the campus row locked, then store one sign-up per child in the same
 * transaction): the entry becomes 'accepted' and its children's keys free. Its places are not freed: they pass from
 * the offer to the sign-ups stored next. Undefined when it was not offered any more.
 */
export async function markOfferAccepted(tx: DbOrTx, entryId: number): Promise<WaitlistRow | undefined> {
  return endEntry(tx, entryId, 'accepted', ['offered']);
}

/**
 * The family confirmed its entry's address with the link mailed at joining (issue 22 finding 1; call with the campus
 * row locked): from now on the entry can be offered places — at once, if places are free and it is the first that
 * fits. The link works once. False when the entry was already confirmed or is not waiting any more.
 */
export async function confirmEntry(tx: DbOrTx, entry: WaitlistRow): Promise<boolean> {
  const [row] = await tx
    .update(campusWaitlist)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(campusWaitlist.id, entry.id), eq(campusWaitlist.status, 'waiting'), isNull(campusWaitlist.confirmedAt)))
    .returning({ id: campusWaitlist.id });
  if (!row) return false;
  await offerFreedPlaces(tx, entry.campusId);
  return true;
}

/**
 * A child who got a place another way (a direct sign-up; call with the campus row locked) leaves the list: "not on
 * the list while holding a place" (decision 178). Alone in its entry, the entry ends as 'accepted'; with siblings,
 * the child leaves the entry, which waits for one place fewer. A standing offer's place it no longer needs goes to
 * the next entries that fit.
 */
export async function withdrawChild(tx: DbOrTx, campusId: number, key: string): Promise<void> {
  const found = await liveChild(tx, campusId, key);
  if (!found) return;
  const { child, entry } = found;
  if (entry.places <= 1) await endEntry(tx, entry.id, 'accepted');
  else await dropChild(tx, entry.id, child.id);
  await offerFreedPlaces(tx, campusId);
}

/**
 * Changes a campus row with it locked (decision 157: the edit; SPEC's active switch): `write` stores the change.
 * Then the rules of places, on what was written: the capacity may not be below the places taken now (sign-ups,
 * live holds, standing offers) — 409 naming the number, also as `fieldErrors.maxParticipants`, and the transaction
 * rolls back; switched off, its standing offers wait again with their turn kept (decision 180, review finding 5);
 * and whatever is free now (more places, active again, a later end date) is offered. False when there is no such
 * campus.
 */
export async function changeCampus(tx: Tx, id: number, write: (current: CampusRow) => Promise<void>): Promise<boolean> {
  const before = await lockCampus(tx, id);
  if (!before) return false;
  await write(before);
  const after = (await lockCampus(tx, id))!;
  const taken = await countPlacesTaken(tx, id);
  if (after.maxParticipants < taken) {
    const message = campusMessages.belowTaken(taken);
    throw new HttpError(409, message, { maxParticipants: [message] });
  }
  if (before.isActive && !after.isActive) await withdrawOffers(tx, id);
  await offerFreedPlaces(tx, id);
  return true;
}

/**
 * A campus about to be deleted (campus/erase.ts): its waiting list goes (entries, children, mails), and the
 * payments that would take a place in it are released — those for its offers ('waitlist' checkouts) and its held
 * or checking sign-up payments ('campus' checkouts still reserved) — their intents returned for the caller to
 * cancel after its commit. Nothing is offered: the list goes before the holds are released, and the campus with it.
 */
export async function closeCampus(tx: Tx, campusId: number): Promise<string[]> {
  await lockCampus(tx, campusId);
  const ofCampus = eq(campusWaitlist.campusId, campusId);
  const intents = await stopEntryPayments(tx, ofCampus);
  const entries = await tx.delete(campusWaitlist).where(ofCampus).returning({ id: campusWaitlist.id });
  await deleteMailsAbout(
    tx,
    entries.map((e) => mailRef('campus_waitlist', e.id)),
  );
  const running = await tx
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(eq(checkouts.kind, 'campus'), eq(checkouts.campusId, campusId), eq(checkouts.status, 'reserved')));
  for (const row of running) {
    if ((await releaseCheckoutIn(tx, row.id)) && row.paymentIntentId) intents.push(row.paymentIntentId);
  }
  return intents;
}

/** What a campus payment holds, as a resource of payments' contested rule (decision 106). */
export const campusResource = (campusId: number) => `campus:${campusId}`;

/**
 * The hold side of a 'campus' checkout (campus/payment.ts spreads it into its handler): the place is the checkout
 * row itself, counted while it is reserved, held and unexpired (`placesTaken`). Released (payments' one release
 * path: expired and swept, its intent canceled, a provider failure), it is free again and offered here in the same
 * transaction. Not when the family is only restarting its payment (`replaced`): its new checkout, started in the
 * same transaction, takes the place back; should it not (another campus), the sweep's pass over free places
 * (`offerWhereFree`) offers it.
 */
export const campusHold: Required<Pick<CheckoutHandler, 'onRelease' | 'resources' | 'stillAvailable'>> = {
  async onRelease(tx, checkout, { replaced }) {
    if (checkout.campusId == null || replaced) return;
    await offerFreedPlaces(tx, checkout.campusId);
  },
  resources(checkout) {
    return checkout.campusId == null ? [] : [campusResource(checkout.campusId)];
  },
  async stillAvailable(db, checkout) {
    if (checkout.campusId == null) return true;
    const [row] = await db.select({ left: placesLeft }).from(campus).where(eq(campus.id, checkout.campusId));
    return Boolean(row) && Number(row!.left) > 0;
  },
};
