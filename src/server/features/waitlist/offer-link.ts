import { eq } from 'drizzle-orm';
import { todayInMadrid } from '#shared/dates.ts';
import { centsToString } from '#shared/money.ts';
import { campusPriceCents } from '#shared/schemas/campus.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { type WaitlistOffer, waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema.ts';
import { campusOpenPerAddress, paymentRefusal } from '#server/features/campus/payment.ts';
import { findCampus, findRegistrationByIntent } from '#server/features/campus/repository.ts';
import { type PaymentDeps, startCheckout } from '#server/features/payments/checkouts.ts';
import type { CheckoutClient } from '#server/features/payments/client.ts';
import { finalizePayment } from '#server/features/payments/finalize.ts';
import { endLiveEntry } from '#server/features/places/changes.ts';
import { cancelIntents, stopEntryPayments, type WaitlistCheckoutData } from '#server/features/places/entry-payments.ts';
import { byId, byOfferHash, findEntry, lockCampus, lockEntry, type WaitlistRow } from '#server/features/places/repository.ts';
import { tokenHash } from '#server/features/places/tokens.ts';
import { signUpEntry } from '#server/features/waitlist/checkout.ts';
import { childrenOf, offerLapsed } from '#server/features/waitlist/repository.ts';
import { HttpError, notFound } from '#server/http-error.ts';

/** The offer link's entry (by its token's hash), locked after its campus; 404 for a token that opens nothing. */
async function offerEntryOf(tx: Tx, token: string): Promise<WaitlistRow> {
  const entry = await lockEntry(tx, byOfferHash(tokenHash(token)));
  if (!entry) throw notFound(waitlistMessages.offerNotFound);
  return entry;
}

/** A standing offer only: 410 once its deadline passed (even before the sweep ends it), 409 once it ended otherwise. */
async function assertLive(tx: Tx, entry: WaitlistRow): Promise<void> {
  if (entry.status === 'expired' || (entry.status === 'offered' && (await offerLapsed(tx, entry.id)))) {
    throw new HttpError(410, waitlistMessages.offerExpired);
  }
  if (entry.status !== 'offered') throw new HttpError(409, waitlistMessages.offerGone);
}

/** POST /api/campus-waitlist/offer {token}: what the offer page shows (campus, children, places, amount, state). */
export async function viewOffer(db: DbOrTx, token: string): Promise<WaitlistOffer> {
  const entry = await findEntry(db, byOfferHash(tokenHash(token)));
  if (!entry) throw notFound(waitlistMessages.offerNotFound);
  const c = await findCampus(db, entry.campusId);
  if (!c) throw notFound(waitlistMessages.offerNotFound);
  const lapsed = entry.status === 'offered' && (await offerLapsed(db, entry.id));
  const state =
    entry.status === 'offered'
      ? lapsed
        ? 'expired'
        : 'offered'
      : entry.status === 'accepted' || entry.status === 'expired' || entry.status === 'declined'
        ? entry.status
        : 'gone';
  const children = await childrenOf(db, [entry.id]);
  return {
    state,
    campus: { id: c.id, name: c.name, startDate: c.startDate, endDate: c.endDate },
    children: children.map((ch) => ({ childName: ch.childName, childSurname: ch.childSurname })),
    places: entry.places,
    amount: centsToString(campusPriceCents(c, entry.isClubMember) * entry.places),
    expiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  };
}

export type AcceptResult =
  | { status: 'accepted'; registrationIds: number[]; message: string }
  | { status: 'payment'; clientSecret: string; paymentIntentId: string; amount: string };

/**
 * Under the campus lock: the offer is live and the campus still takes sign-ups. A free campus (price 0 for the
 * entry's membership) signs every child up now; a paid one returns the amount for all the places (database prices).
 */
async function acceptUnderLock(clubEmail: string, tx: Tx, entry: WaitlistRow) {
  await assertLive(tx, entry);
  const c = (await lockCampus(tx, entry.campusId))!;
  if (!c.isActive) throw new HttpError(409, campusSignUpMessages.inactive);
  if (c.endDate < todayInMadrid()) throw new HttpError(409, campusSignUpMessages.ended);
  const amountCents = campusPriceCents(c, entry.isClubMember) * entry.places;
  if (amountCents > 0) return { amountCents, registrationIds: [] };
  return { amountCents, registrationIds: await signUpEntry(tx, c, entry, clubEmail) };
}

/**
 * POST /api/campus-waitlist/offer/accept {token}. Free: the sign-ups are stored (201). Paid: a 'waitlist' checkout
 * and its intent for price × places; the checkout's campusId stays null — the offer already holds the places, so
 * the checkout must not count them a second time — and its `reserve` checks again, under the lock, that the offer
 * is still live and its amount unchanged. The sign-ups are stored when the payment succeeds (checkout.ts).
 */
export async function acceptOffer(deps: PaymentDeps, token: string, client?: CheckoutClient): Promise<AcceptResult> {
  const { clubEmail } = deps.config.mail;
  const first = await deps.db.transaction(async (tx) => {
    const entry = await offerEntryOf(tx, token);
    return { entry, ...(await acceptUnderLock(clubEmail, tx, entry)) };
  });
  if (first.amountCents === 0) {
    deps.mail.kick();
    return { status: 'accepted', registrationIds: first.registrationIds, message: waitlistMessages.offerAccepted };
  }
  const { entry, amountCents } = first;
  const data: WaitlistCheckoutData = { entryId: entry.id, campusId: entry.campusId, places: entry.places };
  // The offer link opened in a second browser: the newest payment replaces the one left open in the first.
  let replacedIntents: string[] = [];
  const started = await startCheckout(deps, {
    kind: 'waitlist',
    amountCents,
    campusId: null,
    registrationData: data,
    locale: entry.locale,
    client,
    // One open payment per offer link's browser; families behind one router share the campus's allowance.
    openPerClient: 1,
    openPerAddress: campusOpenPerAddress,
    reserve: async (tx, checkoutId) => {
      const again = await lockEntry(tx, byId(entry.id));
      if (!again) throw notFound(waitlistMessages.offerNotFound);
      const now = await acceptUnderLock(clubEmail, tx, again);
      if (now.amountCents !== amountCents) throw new HttpError(409, campusSignUpMessages.priceChanged);
      // The offer link opened in a second browser: only the newest payment can be paid (one offer, one payment).
      replacedIntents = await stopEntryPayments(tx, byId(entry.id), checkoutId);
    },
  });
  await cancelIntents(deps, replacedIntents);
  return {
    status: 'payment',
    clientSecret: started.intent.clientSecret,
    paymentIntentId: started.intent.id,
    amount: centsToString(amountCents),
  };
}

/**
 * POST /api/campus-waitlist/offer/confirm {token, paymentIntentId}: like the campus's paid confirmation, only a
 * succeeded intent of exactly the checkout's amount stores the sign-ups (finalizePayment, idempotent), and the
 * payment must be this offer's.
 */
export async function confirmOffer(deps: PaymentDeps, token: string, paymentIntentId: string) {
  const entry = await findEntry(deps.db, byOfferHash(tokenHash(token)));
  if (!entry) throw notFound(waitlistMessages.offerNotFound);
  const result = await finalizePayment(deps, paymentIntentId);
  if (!result.ok) throw paymentRefusal(result);
  const [checkout] = await deps.db.select().from(checkouts).where(eq(checkouts.id, result.checkoutId));
  const data = checkout?.registrationData as WaitlistCheckoutData | null | undefined;
  if (result.kind !== 'waitlist' || data?.entryId !== entry.id) throw new HttpError(409, campusSignUpMessages.paymentMismatch);
  const ids = data.registrationIds ?? [];
  if (ids.length === 0) {
    const row = await findRegistrationByIntent(deps.db, paymentIntentId);
    if (!row) throw new HttpError(409, campusSignUpMessages.registrationGone);
    ids.push(row.id);
  }
  return { status: 'accepted' as const, registrationIds: ids, message: waitlistMessages.offerAccepted };
}

/**
 * POST /api/campus-waitlist/offer/decline {token} ("No, gràcies"): the offer ends as 'declined' and its places go
 * to the next entries that fit (places' `endLiveEntry`); a payment left open for it is stopped (its intent canceled after the commit). A
 * second click is fine; an offer that ended otherwise is a 409.
 */
export async function declineOffer(deps: Pick<PaymentDeps, 'db' | 'payments' | 'log' | 'mail'>, token: string): Promise<void> {
  const intents = await deps.db.transaction(async (tx) => {
    const entry = await offerEntryOf(tx, token);
    if (entry.status === 'declined') return [];
    const ended = entry.status === 'offered' ? await endLiveEntry(tx, entry, 'declined', ['offered']) : undefined;
    if (!ended) throw new HttpError(409, waitlistMessages.offerGone);
    return ended.intents;
  });
  await cancelIntents(deps, intents);
  deps.mail.kick();
}
