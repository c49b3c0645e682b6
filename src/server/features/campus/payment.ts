import { centsToString } from '#shared/money.ts';
import { campusPriceCents } from '#shared/schemas/campus.ts';
import { type CampusSignUp, campusSignUpMessages, campusSignUpSchema } from '#shared/schemas/campus-registration.ts';
import type { Tx } from '#server/db/client.ts';
import { childHoldsPlace, findCampus, findRegistrationByIntent } from '#server/features/campus/repository.ts';
import { checkSignUp, storeSignUp } from '#server/features/campus/service.ts';
import { childKey } from '#server/features/members/fold.ts';
import { type PaymentDeps, startCheckout } from '#server/features/payments/checkouts.ts';
import type { CheckoutClient } from '#server/features/payments/client.ts';
import { type FinalizeResult, finalizePayment } from '#server/features/payments/finalize.ts';
import { type CheckoutHandler, UnstorablePayment } from '#server/features/payments/handlers.ts';
import { campusHold, campusResource } from '#server/features/places/changes.ts';
import { countPlacesTaken, lockCampus } from '#server/features/places/repository.ts';
import { badRequest, HttpError, notFound } from '#server/http-error.ts';

/** A paid sign-up whose place had lapsed and could not be taken again: paid, stored, flagged for the club. */
export const overbookedStatus = 'paid_overbooked';
/**
 * A paid sign-up that was charged more than its place (a waiting-list payment for siblings, one of whom got a place
 * another way meanwhile: the rows keep the whole amount): flagged for the club to give the difference back.
 */
export const overchargedStatus = 'paid_overcharged';

/**
 * Open campus checkouts one client may have at once: three siblings signing up together. An address may have 30
 * (a registration evening on the club's Wi-Fi); one more is refused with 429, nobody's place released.
 */
export const campusOpenPerClient = 3;
export const campusOpenPerAddress = 30;

/**
 * POST /api/create-campus-payment-intent: the price comes from the database (campus × membership), never from the
 * browser; the place is reserved as a 'campus' checkout for 9 minutes while the family pays — unless the campus
 * is contested (a hold on it ended unpaid within the hour, decision 106): then the checkout only checks that a
 * place is free and the payment takes it. A client keeps at most 3 open campus checkouts (siblings; one more
 * replaces the oldest), an address 30 (one more is refused).
 */
export async function startCampusPayment(deps: Pick<PaymentDeps, 'db' | 'payments' | 'log'>, signUp: CampusSignUp, client?: CheckoutClient) {
  const current = await findCampus(deps.db, signUp.campusId);
  if (!current) throw notFound(campusSignUpMessages.notFound);
  const amountCents = campusPriceCents(current, signUp.isClubMember);
  if (amountCents === 0) throw badRequest(campusSignUpMessages.free);
  return startCheckout(deps, {
    kind: 'campus',
    amountCents,
    campusId: signUp.campusId,
    registrationData: signUp,
    locale: signUp.locale,
    customer: { name: `${signUp.childName} ${signUp.childSurname}`, email: signUp.parentEmail, phone: signUp.parentPhone },
    client,
    openPerClient: campusOpenPerClient,
    openPerAddress: campusOpenPerAddress,
    resources: [campusResource(signUp.campusId)],
    // Same transaction as the checkout row: the campus row lock serialises the place count (409 'Campus complet').
    reserve: async (tx, checkoutId) => {
      const { priceCents } = await checkSignUp(tx, signUp, { exceptCheckoutId: checkoutId });
      // The admin changed the price between our read and the lock: refuse rather than charge the old one.
      if (priceCents !== amountCents) throw new HttpError(409, campusSignUpMessages.priceChanged);
    },
  });
}

/**
 * What the family is told when its reported payment made no sign-up: a mismatch, not paid, or (issue 22 finding 2)
 * paid for a place already held or gone — refunded to the card, or, when the refund failed, left to the club.
 */
export function paymentRefusal(result: Extract<FinalizeResult, { ok: false }>): HttpError {
  if (result.reason === 'amount_mismatch') return new HttpError(409, campusSignUpMessages.paymentMismatch);
  if (result.reason === 'refunded') {
    return new HttpError(409, result.why === 'duplicate' ? campusSignUpMessages.duplicateRefunded : campusSignUpMessages.goneRefunded);
  }
  if (result.reason === 'attention') {
    return new HttpError(409, result.why === 'duplicate' ? campusSignUpMessages.duplicatePaid : campusSignUpMessages.registrationGone);
  }
  return new HttpError(402, campusSignUpMessages.paymentNotConfirmed);
}

/**
 * The paid path of POST /api/campus-registrations: the browser says it paid with `paymentIntentId`; finalizePayment
 * asks the provider, and only a succeeded intent of exactly the checkout's (database) price creates the sign-up.
 */
export async function confirmCampusPayment(deps: PaymentDeps, paymentIntentId: string, campusId: number) {
  const result = await finalizePayment(deps, paymentIntentId);
  if (!result.ok) throw paymentRefusal(result);
  if (result.kind !== 'campus') throw new HttpError(409, campusSignUpMessages.paymentMismatch);
  const row = await findRegistrationByIntent(deps.db, paymentIntentId);
  if (!row) throw new HttpError(409, campusSignUpMessages.registrationGone);
  if (row.campusId !== campusId) throw new HttpError(409, campusSignUpMessages.paymentMismatch);
  return { row, created: result.created };
}

function registrationDataOf(data: unknown): CampusSignUp {
  // Validated when the checkout was made; parsed again so a hand-edited row cannot insert garbage.
  const parsed = campusSignUpSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const raw = data as CampusSignUp;
  if (!raw || typeof raw.childName !== 'string') throw new Error('campus checkout without registration data');
  return raw;
}

/**
 * finalizePayment's handler for 'campus' checkouts: the only code that stores a paid sign-up. What the checkout holds
 * while it runs, and what its release gives back, is the places module's (`campusHold`, decision 198).
 */
export const campusCheckoutHandler: CheckoutHandler = {
  async onPaid(tx: Tx, checkout, intent, ctx) {
    const data = registrationDataOf(checkout.registrationData);
    const campusId = checkout.campusId ?? data.campusId;
    const c = await lockCampus(tx, campusId);
    // The campus was deleted while the family paid: nothing to attach the sign-up to. Rolled back; finalizePayment
    // refunds the payment (issue 22 finding 2).
    if (!c) throw new UnstorablePayment('gone', 'campus of a paid checkout no longer exists');
    // The same child already holds a place (two payments for one child, e.g. a second tab, or a free sign-up made
    // after this checkout was started): no second place. Rolled back and refunded; the family is told so (decision 178).
    if (await childHoldsPlace(tx, c.id, childKey(data.childName, data.childSurname, data.birthDate))) {
      throw new UnstorablePayment('duplicate', 'paid campus checkout for a child who already holds a place');
    }
    // The place was held by this checkout (now 'paid', so no longer counted as reserved).
    const taken = await countPlacesTaken(tx, c.id);
    // Normally this checkout still held a place; if it lapsed (expired, or released when its client started another)
    // or never held (contested campus) and others took the places meanwhile, the family has paid anyway: stored,
    // flagged, the club told (never silently lost).
    const overbooked = taken >= c.maxParticipants;
    if (overbooked) {
      ctx.log.warn({ intentId: intent.id, campusId: c.id }, 'paid campus sign-up after its reservation lapsed: campus full');
    }
    const row = await storeSignUp(
      tx,
      c,
      {
        ...data,
        campusId: c.id,
        locale: checkout.locale,
        paymentMethod: 'stripe',
        status: overbooked ? overbookedStatus : 'paid',
        amountPaid: centsToString(intent.amountCents),
        paymentIntentId: intent.id,
      },
      Math.max(c.maxParticipants - taken - 1, 0),
      ctx.clubEmail,
      overbooked,
    );
    return { id: row.id };
  },
  async findPaid(tx, checkout) {
    if (!checkout.paymentIntentId) return undefined;
    const row = await findRegistrationByIntent(tx, checkout.paymentIntentId);
    return row ? { id: row.id } : undefined;
  },
  // Holding, releasing (the freed place offered to the waiting list) and the contested rule: places' campusHold.
  ...campusHold,
};
