import { todayInMadrid } from '#shared/dates.ts';
import type { Locale } from '#shared/locales.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { type WaitlistJoin, type WaitlistStatus, waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { ageRangeMessage, isAgeInRange } from '#shared/validation/age.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { sqlStateOf, uniqueViolation } from '#server/db/errors.ts';
import { childHoldsPlace } from '#server/features/campus/repository.ts';
import { childKey } from '#server/features/members/fold.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import { confirmEntry, endLiveEntry } from '#server/features/places/changes.ts';
import { cancelIntents } from '#server/features/places/entry-payments.ts';
import {
  byConfirmHash,
  byId,
  byManageHash,
  countPlacesTaken,
  liveStatuses,
  lockCampus,
  lockEntry,
  type WaitlistRow,
} from '#server/features/places/repository.ts';
import { newToken, tokenHash } from '#server/features/places/tokens.ts';
import { joinedMail } from '#server/features/waitlist/mail.ts';
import {
  childOnList,
  childrenOf,
  entriesByEmail,
  insertChildren,
  insertEntry,
  positionOf,
  unconfirmedFrom,
} from '#server/features/waitlist/repository.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/http-error.ts';
import { queueMail } from '#server/mail/queue.ts';

type Join = WaitlistJoin & { locale: Locale };

/**
 * Issue 22 finding 1: how long a family has to confirm its entry's address with the link mailed at joining (an
 * unconfirmed entry is never offered a place, and lapses after this), and how many unconfirmed entries one client
 * (a keyed hash of its IP) may have on one campus's list at once — families behind the club's Wi-Fi on a
 * registration evening confirm as they go.
 */
export const confirmHours = 24;
export const unconfirmedPerClient = 10;

/** The children of a request (the first one, then the siblings) with their keys; the same child twice is a 400. */
function childrenOfRequest(input: Join) {
  const children = [input, ...input.siblings].map((c) => ({
    childName: c.childName,
    childSurname: c.childSurname,
    birthDate: c.birthDate,
    childKey: childKey(c.childName, c.childSurname, c.birthDate),
  }));
  const keys = children.map((c) => c.childKey);
  if (new Set(keys).size !== keys.length) throw badRequest(waitlistMessages.sameChildTwice);
  return children;
}

/**
 * POST /api/campus-waitlist (issue 14 item 1, decision 180). With the campus row locked (where every sign-up and
 * offer of the campus queues): the campus exists, is active and not over; each child's age fits; no child holds a
 * the campus has fewer free places than the request needs — a family that could sign up is told to do so, before
 * anything about its children is looked at; and no child holds a place or is live on the list already (the unique
 * index on the children's keys backs this: a race is a 409 too). The
 * entry, its children and the hash of its leave link's token are stored and the family is mailed its position.
 */
export async function joinWaitlist(db: Db, input: Join, clientKey: string) {
  const children = childrenOfRequest(input);
  const manage = newToken();
  const confirm = newToken();
  try {
    return await db.transaction(async (tx) => {
      const c = await lockCampus(tx, input.campusId);
      if (!c) throw notFound(campusSignUpMessages.notFound);
      if (!c.isActive) throw new HttpError(409, campusSignUpMessages.inactive);
      if (c.endDate < todayInMadrid()) throw new HttpError(409, campusSignUpMessages.ended);
      children.forEach((child, i) => {
        if (isAgeInRange(child.birthDate, c.startDate, c.ageMin, c.ageMax)) return;
        const message = ageRangeMessage(c.ageMin, c.ageMax);
        throw badRequest(message, { [i === 0 ? 'birthDate' : `siblings.${i - 1}.birthDate`]: [message] });
      });
      // Room first, whoever the children are: on a campus with room the answer says nothing about a named child
      // (issue 22 finding 7, decision 212); on a full one, the family learns its child is already in or listed.
      const free = c.maxParticipants - (await countPlacesTaken(tx, c.id));
      if (free >= children.length) throw conflict(waitlistMessages.placesFree);
      for (const child of children) {
        if (await childHoldsPlace(tx, c.id, child.childKey)) throw conflict(waitlistMessages.alreadyHasPlace);
      }
      if (await childOnList(tx, c.id, children.map((child) => child.childKey))) throw conflict(waitlistMessages.duplicate);
      if ((await unconfirmedFrom(tx, c.id, clientKey)) >= unconfirmedPerClient) throw new HttpError(429, waitlistMessages.tooManyUnconfirmed);
      const entry = await insertEntry(tx, {
        campusId: c.id,
        places: children.length,
        parentEmail: input.parentEmail,
        parentPhone: input.parentPhone,
        isClubMember: input.isClubMember,
        locale: input.locale,
        manageTokenHash: manage.hash,
        confirmTokenHash: confirm.hash,
        clientKey,
      });
      await insertChildren(
        tx,
        children.map((child) => ({ ...child, entryId: entry.id, campusId: c.id })),
      );
      const position = await positionOf(tx, entry);
      await queueMail(tx, joinedMail(entry, c.name, position, { offerHours: c.offerHours, confirmHours }, { manage: manage.token, confirm: confirm.token }));
      return { id: entry.id, position, places: entry.places, message: waitlistMessages.joined(position) };
    });
  } catch (err) {
    // Two requests for the same child at once: the second insert waits for the first and breaks the unique index.
    if (sqlStateOf(err) === uniqueViolation) throw conflict(waitlistMessages.duplicate);
    throw err;
  }
}

/**
 * POST /api/campus-waitlist/confirm-address {token}: the family proves its address with the link mailed at joining
 * (issue 22 finding 1). From then on the entry can be offered places — at once if some are free and it is the first
 * that fits (places' `confirmEntry`). Its position is answered. A link used, unknown, or of a lapsed entry: 404.
 */
export async function confirmAddress(db: Db, token: string): Promise<{ position: number; message: string }> {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, byConfirmHash(tokenHash(token)));
    if (!entry || !(await confirmEntry(tx, entry))) throw notFound(waitlistMessages.confirmNotFound);
    const position = await positionOf(tx, entry);
    return { position, message: waitlistMessages.addressConfirmed(position) };
  });
}

type Deps = Pick<PaymentDeps, 'db' | 'payments' | 'log'>;

/**
 * Leaves the list from a found entry: already left is fine (a second click), another end is a 409. Through places'
 * `endLiveEntry`: a standing offer's places go to the next entries that fit, its running payment is stopped.
 */
async function leave(tx: Tx, entry: WaitlistRow | undefined, stop: 'release' | 'expire' = 'release'): Promise<string[]> {
  if (!entry) throw notFound(waitlistMessages.notFound);
  if (entry.status === 'left') return [];
  const ended = await endLiveEntry(tx, entry, 'left', liveStatuses, stop);
  if (!ended) throw conflict(waitlistMessages.notWaiting);
  return ended.intents;
}

/** POST /api/campus-waitlist/leave {token}: the e-mailed leave link (its manage token). The caller kicks the mail worker. */
export async function leaveByToken(deps: Deps, token: string): Promise<void> {
  const intents = await deps.db.transaction(async (tx) => leave(tx, await lockEntry(tx, byManageHash(tokenHash(token)))));
  await cancelIntents(deps, intents);
}

/**
 * The family page's "leave the list" (the caller checked the entry is the family's): waiting or offered → 'left',
 * an offer's places passed on, a payment running for it released and its intent canceled after the commit, as the
 * mail's leave link does. 404 for no such entry, 409 when it already ended (another way). The caller kicks the mail
 * worker after it returns.
 */
export async function leaveWaitlistEntry(deps: Deps, entryId: number): Promise<void> {
  const intents = await deps.db.transaction(async (tx) => leave(tx, await lockEntry(tx, byId(entryId))));
  await cancelIntents(deps, intents);
}

/** DELETE /api/admin/campus-waitlist/:id: the admin takes a live entry off the list ('removed'); its payment stopped. */
export async function removeEntry(deps: Deps, entryId: number): Promise<void> {
  const intents = await deps.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, byId(entryId));
    if (!entry) throw notFound(waitlistMessages.notFound);
    const ended = await endLiveEntry(tx, entry, 'removed');
    if (!ended) throw conflict(waitlistMessages.notWaiting);
    return ended.intents;
  });
  await cancelIntents(deps, intents);
}

/** The children's names of some entries, by entry id (the first child first). */
export async function childrenByEntry(db: DbOrTx, entryIds: number[]) {
  const byEntry = new Map<number, { childName: string; childSurname: string; birthDate: string }[]>();
  for (const child of await childrenOf(db, entryIds)) {
    const list = byEntry.get(child.entryId) ?? [];
    list.push({ childName: child.childName, childSurname: child.childSurname, birthDate: child.birthDate });
    byEntry.set(child.entryId, list);
  }
  return byEntry;
}

/**
 * A family's entries (its e-mail, case-insensitive), newest first, for its page: the campus's name, the status,
 * the position of a live entry (null once it ended), the children's names and a standing offer's deadline.
 */
export async function listWaitlistByEmail(db: DbOrTx, email: string) {
  const rows = await entriesByEmail(db, email);
  const children = await childrenByEntry(
    db,
    rows.map((r) => r.entry.id),
  );
  const live = new Set<string>(liveStatuses);
  const list = [];
  for (const { entry, campusName } of rows) {
    list.push({
      id: entry.id,
      campusName,
      status: entry.status as WaitlistStatus,
      position: live.has(entry.status) ? await positionOf(db, entry) : null,
      children: (children.get(entry.id) ?? []).map(({ childName, childSurname }) => ({ childName, childSurname })),
      offerExpiresAt: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    });
  }
  return list;
}
