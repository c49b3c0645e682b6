import { todayInMadrid } from '#shared/dates.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { type AdminWaitlistEntry, waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import type { Db } from '#server/db/client.ts';
import { campusMessages } from '#shared/schemas/campus.ts';
import { findCampus } from '#server/features/campus/repository.ts';
import { offerEntry } from '#server/features/places/offers.ts';
import { byId, countPlacesTaken, liveStatuses, lockCampus, lockEntry } from '#server/features/places/repository.ts';
import { campusEntries, setSortKey, waitingNeighbour } from '#server/features/waitlist/repository.ts';
import { childrenByEntry } from '#server/features/waitlist/service.ts';
import { conflict, notFound } from '#server/http-error.ts';

const isLive = (status: string) => (liveStatuses as readonly string[]).includes(status);

/**
 * GET /api/admin/campus/:id/waitlist: the live entries in the list's order with their positions (1 = next to be
 * offered), then the ended ones, newest first, without a position.
 */
export async function adminWaitlist(db: Db, campusId: number): Promise<AdminWaitlistEntry[]> {
  if (!(await findCampus(db, campusId))) throw notFound(campusMessages.notFound);
  const rows = await campusEntries(db, campusId);
  const children = await childrenByEntry(
    db,
    rows.map((r) => r.id),
  );
  let position = 0;
  return rows.map((r) => ({
    id: r.id,
    position: isLive(r.status) ? ++position : null,
    status: r.status as AdminWaitlistEntry['status'],
    places: r.places,
    children: children.get(r.id) ?? [],
    parentEmail: r.parentEmail,
    parentPhone: r.parentPhone,
    isClubMember: r.isClubMember,
    offerExpiresAt: r.status === 'offered' ? (r.offerExpiresAt?.toISOString() ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    confirmed: r.confirmedAt !== null,
  }));
}

/**
 * PATCH /api/admin/campus-waitlist/:id/move: a waiting entry swaps its place in the order with the waiting entry
 * before (up) or after (down) it — their order keys are exchanged, so every key stays distinct and a new entry
 * (its id, higher than every key) still goes last. 409 at either end, or for an entry that is not waiting.
 */
export async function moveEntry(db: Db, entryId: number, direction: 'up' | 'down'): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, byId(entryId));
    if (!entry) throw notFound(waitlistMessages.notFound);
    if (entry.status !== 'waiting') throw conflict(waitlistMessages.moveInvalid);
    const other = await waitingNeighbour(tx, entry, direction);
    if (!other) throw conflict(waitlistMessages.moveInvalid);
    await setSortKey(tx, entry.id, other.sortKey ?? other.id);
    await setSortKey(tx, other.id, entry.sortKey ?? entry.id);
  });
}

/**
 * POST /api/admin/campus-waitlist/:id/offer: an offer to this waiting entry now, out of turn, if its places fit
 * what is free (409 offerNoRoom otherwise) and the family has confirmed its address (409 offerUnconfirmed). The caller
 * kicks the mail worker.
 */
export async function offerByHand(db: Db, entryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, byId(entryId));
    if (!entry) throw notFound(waitlistMessages.notFound);
    if (entry.status !== 'waiting') throw conflict(waitlistMessages.notWaiting);
    // Its address not proven yet (issue 22 finding 1): an offer could go to an address nobody reads.
    if (!entry.confirmedAt) throw conflict(waitlistMessages.offerUnconfirmed);
    const c = (await lockCampus(tx, entry.campusId))!;
    // The family could not accept it: the accept link refuses an inactive or finished campus like a sign-up.
    if (!c.isActive) throw conflict(campusSignUpMessages.inactive);
    if (c.endDate < todayInMadrid()) throw conflict(campusSignUpMessages.ended);
    if (c.maxParticipants - (await countPlacesTaken(tx, c.id)) < entry.places) throw conflict(waitlistMessages.offerNoRoom);
    await offerEntry(tx, c, entry);
  });
}
