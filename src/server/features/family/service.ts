import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { lockTransactionOn } from '#server/db/locks.ts';
import { signInLinkMail } from '#server/features/family/mail.ts';
import { windowCounter } from '#server/features/family/limits.ts';
import {
  countLinks,
  deleteOldLinks,
  hasPendingErasure,
  insertErasureRequest,
  queueMailIfKnown,
  updateContact,
} from '#server/features/family/repository.ts';
import { createSignInToken } from '#server/features/family/session.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import { byId, findEntry } from '#server/features/places/repository.ts';
import { leaveWaitlistEntry } from '#server/features/waitlist/service.ts';
import { HttpError } from '#server/http-error.ts';
import { keyedHash } from '#server/http/keyed-hash.ts';
import { timeInMadrid } from '#shared/dates.ts';
import type { Locale } from '#shared/locales.ts';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { familyMessages, type familyRecordKinds } from '#shared/schemas/family.ts';

/**
 * How many links may be asked for (decision 181, issue 22 finding 6), counted in the database (every instance agrees;
 * the rows exist for unknown addresses too, so no limit says anything about who is known):
 * - `perEmail` per `windowMinutes` for one address from one asker (a keyed hash of its IP): one client cannot fill an
 *   inbox, and a stranger asking for a family's address does not use up the family's own asks;
 * - `perDay` mails to one address in 24 hours (decision 013: an address typed in a public form); past that, one more
 *   only once no link mailed to it is still usable — so a stranger's asks can never leave a family without a
 *   working link (either one is in its inbox, or a new one is sent), and the inbox gets at most one mail per link
 *   lifetime (30 minutes) beyond the day's share;
 * - `perIp` asks per window from one IP, in this instance's memory like the public forms' limits (decision 008).
 */
export const linkLimits = { windowMinutes: 15, perEmail: 5, perIp: 30, perDay: 10 } as const;

/** Opening links per IP, and what one family session may do, per window (decision 181; finding 11 of the review). */
export const sessionLimits = { windowMinutes: 15, opensPerIp: 30, exportsPerSession: 10, changesPerSession: 30 } as const;

const ipCounts = windowCounter(linkLimits.perIp, linkLimits.windowMinutes);

/** Who asked, as the limits count it: a keyed hash of the IP (the table never holds the address itself). */
const requesterOf = (ip: string, secret: string) => keyedHash(secret, 'sign-in-requester', ip);

/**
 * POST /api/family/sign-in-link: the same work and the same answer whether the address is known or not (no
 * enumeration): the address is locked, its links counted (`linkLimits`), the day-old ones pruned, a token stored,
 * and one conditional insert that writes the mail only for a known address, then the worker is kicked either way.
 * 429 tooMany when this asker asked too often; 429 linkStillValid (with the time the last link stops working) when
 * the day's share is used up and that link still works: the family is told, not answered "sent" with nothing sent.
 * Otherwise the caller answers 202 linkSent.
 */
export async function requestSignInLink(deps: PaymentDeps, email: string, locale: Locale, ip: string): Promise<void> {
  if (ipCounts.over(ip)) throw new HttpError(429, familyMessages.tooMany);
  const requester = requesterOf(ip, deps.config.sessionSecret);
  await deps.db.transaction(async (tx) => {
    await lockTransactionOn(tx, 'familySignInLink', email);
    const links = await countLinks(tx, email, linkLimits.windowMinutes, requester);
    if (links.recentFromRequester >= linkLimits.perEmail) throw new HttpError(429, familyMessages.tooMany);
    if (links.today >= linkLimits.perDay && links.liveUntil) {
      throw new HttpError(429, familyMessages.linkStillValid({ time: timeInMadrid(links.liveUntil) }));
    }
    await deleteOldLinks(tx, 24 * 60);
    const token = await createSignInToken(tx, email, requester);
    await queueMailIfKnown(tx, signInLinkMail(email, token, locale, deps.config.publicUrl), email);
  });
  deps.mail.kick();
}

/** PATCH /api/family/registrations/:kind/:id: 404 unless the record is this family's. */
export async function correctContact(
  db: Db,
  email: string,
  kind: (typeof familyRecordKinds)[number],
  id: number,
  values: { phone: string; email: string },
): Promise<void> {
  if (!(await updateContact(db, kind, id, email, values))) throw new HttpError(404, familyMessages.notYours);
}

/**
 * POST /api/family/waitlist/:id/leave: the family leaves one of its own waiting-list entries (the same 'left' as the
 * mail's leave link; a standing offer's places go to the next families). Another family's entry is a 404, like one
 * that does not exist. The entry's address never changes, so the check cannot race the leave.
 */
export async function leaveFamilyWaitlist(deps: PaymentDeps, email: string, entryId: number): Promise<void> {
  const entry = await findEntry(deps.db, byId(entryId));
  if (!entry || entry.parentEmail.toLowerCase() !== email.toLowerCase()) throw new HttpError(404, waitlistMessages.notFound);
  await leaveWaitlistEntry(deps, entryId);
  deps.mail.kick();
}

/**
 * Only this stays of an address once its erasure is done (erasure_requests.email_hash): an HMAC keyed with the
 * app's SESSION_SECRET, so whoever reads the table cannot test addresses against it (a plain SHA-256 can be).
 */
export const emailHash = (email: string, secret: string) =>
  createHmac('sha256', secret).update(`erasure-request:${email}`).digest('hex');

/** POST /api/family/erasure-request: one pending request per address (409 while one is). */
export async function requestErasure(db: Db, email: string, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTransactionOn(tx, 'familyErasure', email);
    if (await hasPendingErasure(tx, email)) throw new HttpError(409, familyMessages.erasurePending);
    await insertErasureRequest(tx, email, emailHash(email, secret));
  });
}
