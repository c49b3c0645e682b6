import { and, eq, gte, sql } from 'drizzle-orm';
import { todayInMadrid } from '#shared/dates.ts';
import { campusPriceCents } from '#shared/schemas/campus.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { campus, campusWaitlist } from '#server/db/schema.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import { expireEntryPayments } from '#server/features/places/entry-payments.ts';
import { expiredMail, offerMail } from '#server/features/places/mail.ts';
import {
  type CampusRow,
  countPlacesTaken,
  dueOffers,
  endEntry,
  lockCampus,
  markOffered,
  offerable,
  offerDue,
  placesLeft,
  type WaitlistRow,
  waitingEntries,
} from '#server/features/places/repository.ts';
import { newToken } from '#server/features/places/tokens.ts';
import { queueMail } from '#server/mail/queue.ts';

/**
 * Makes one waiting entry an offer now: a fresh token (only its hash stored), a deadline `campus.offerHours` from
 * `now`, and the offer mail. The entry's places count as taken from here on (`placesTaken`). Undefined when the
 * entry was not waiting any more. Call with the campus row locked; the back office's "offer by hand" checks first
 * that the places fit what is free.
 */
export async function offerEntry(tx: DbOrTx, c: CampusRow, entry: WaitlistRow, now: Date = new Date()) {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + c.offerHours * 3_600_000);
  const row = await markOffered(tx, entry.id, hash, now, expiresAt);
  if (!row) return undefined;
  const amountCents = campusPriceCents(c, entry.isClubMember) * entry.places;
  await queueMail(tx, offerMail(row, c.name, expiresAt, amountCents, token));
  return row;
}

/**
 * Offers the campus's free places to its waiting list (issue 14 item 1, decisions 180 and 198). Only the places
 * module calls it (lint), at the end of each of its changes that can free a place (places/changes.ts), so a change
 * that frees a place cannot forget to offer it; it locks the campus row (again, if the caller did), so every
 * sign-up and offer of the campus queues behind it. Free = maxParticipants − places taken (sign-ups, holds,
 * standing offers). Entries are walked in the list's order and each whose places fit what is still free gets an
 * offer: siblings are offered together or not at all, so an entry of 3 is skipped while 2 are free and a later
 * entry that fits goes first (it keeps its place in line for the next places). Nothing for a campus that is gone,
 * inactive or over. The caller kicks the mail worker after its commit. Returns the ids of the entries offered.
 */
export async function offerFreedPlaces(tx: DbOrTx, campusId: number, now: Date = new Date()): Promise<number[]> {
  const c = await lockCampus(tx, campusId);
  if (!c?.isActive || c.endDate < todayInMadrid(now)) return [];
  let free = c.maxParticipants - (await countPlacesTaken(tx, campusId));
  if (free <= 0) return [];
  const offered: number[] = [];
  for (const entry of await waitingEntries(tx, campusId)) {
    if (free <= 0) break;
    if (entry.places > free) continue;
    if (await offerEntry(tx, c, entry, now)) {
      offered.push(entry.id);
      free -= entry.places;
    }
  }
  return offered;
}

/**
 * A campus switched off (review finding 5): its standing offers go back to 'waiting' — same entries, same order, so
 * the same families are offered first, afresh (new link, full deadline), when it is switched on again — instead of
 * expiring while nobody can accept them. Their payments run out now: the sweep's next turn cancels them (or stores
 * one already paid like a lapsed offer's). The old links then say the offer is no longer available. Only
 * `changeCampus` calls it (lint).
 */
export async function withdrawOffers(tx: Tx, campusId: number): Promise<void> {
  const offered = and(eq(campusWaitlist.campusId, campusId), eq(campusWaitlist.status, 'offered'))!;
  await expireEntryPayments(tx, offered);
  await tx.update(campusWaitlist).set({ status: 'waiting', offeredAt: null, offerExpiresAt: null }).where(offered);
}

/**
 * The sweep's part (issue 14 item 1): offers past their deadline become 'expired' (their children's keys set
 * free), the family is told, and the places go to the next entries that fit — one transaction per offer, with the
 * campus row locked. The update is conditional (still offered, still past its deadline in database time), so two
 * instances sweeping at once end each offer once. Returns how many expired.
 */
export async function expireOffers(deps: Pick<PaymentDeps, 'db' | 'mail' | 'log'>, limit = 200, deadline = Number.POSITIVE_INFINITY) {
  let expired = 0;
  for (const due of await dueOffers(deps.db, limit)) {
    if (Date.now() > deadline) break;
    // One offer that cannot be ended (logged, ids only) does not stop the others; the next turn tries it again.
    const done = await deps.db
      .transaction(async (tx) => {
        const c = await lockCampus(tx, due.campusId);
        const row = await endEntry(tx, due.id, 'expired', ['offered'], offerDue);
        if (!row) return false;
        if (c) {
          await queueMail(tx, expiredMail(row, c.name));
          await offerFreedPlaces(tx, c.id);
        }
        return true;
      })
      .catch((err: unknown) => {
        deps.log.error({ err, entryId: due.id }, 'could not expire a waiting-list offer');
        return false;
      });
    if (done) expired += 1;
  }
  if (expired > 0) {
    deps.log.info({ expired }, 'waiting-list offers expired and passed on');
    deps.mail.kick();
  }
  return expired;
}

/**
 * The sweep's safety net: campuses whose free places fit a waiting entry (a place that freed where no offer was
 * made at once: a payment restarted for another campus, a hold that ran out a moment before the sweep released
 * it) get their offers now. Each in its own transaction; returns the entries offered.
 */
export async function offerWhereFree(deps: Pick<PaymentDeps, 'db' | 'mail' | 'log'>, now: Date = new Date()) {
  const smallestWaiting = sql`(select min(${campusWaitlist.places}) from ${campusWaitlist}
    where ${campusWaitlist.campusId} = ${campus.id} and ${offerable})`;
  const due = await deps.db
    .select({ id: campus.id })
    .from(campus)
    .where(and(eq(campus.isActive, true), gte(campus.endDate, todayInMadrid(now)), sql`${placesLeft} >= ${smallestWaiting}`));
  let offered = 0;
  for (const c of due) {
    const ids = await deps.db.transaction((tx) => offerFreedPlaces(tx, c.id, now)).catch((err: unknown) => {
      deps.log.error({ err, campusId: c.id }, 'could not offer a campus’s free places to its waiting list');
      return [];
    });
    offered += ids.length;
  }
  if (offered > 0) {
    deps.log.info({ offered }, 'waiting-list offers made by the sweep');
    deps.mail.kick();
  }
  return offered;
}
