import { todayInMadrid } from '#shared/dates.ts';
import { centsToString } from '#shared/money.ts';
import { type CampusValues, campusPriceCents } from '#shared/schemas/campus.ts';
import { type CampusSignUp, campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { ageRangeMessage, isAgeInRange } from '#shared/validation/age.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { clubNotice, parentConfirmation } from '#server/features/campus/mail.ts';
import {
  childHoldsPlace,
  insertCampus,
  insertCampusRegistration,
  type NewCampusRegistration,
  setCampusActive,
  updateCampusRow,
} from '#server/features/campus/repository.ts';
import { sqlStateOf, uniqueViolation } from '#server/db/errors.ts';
import { childKey } from '#server/features/members/fold.ts';
import { UnstorablePayment } from '#server/features/payments/handlers.ts';
import { resolveImageRef } from '#server/features/media/pipeline.ts';
import { changeCampus, withdrawChild } from '#server/features/places/changes.ts';
import { type CampusRow, countPlacesTaken, lockCampus } from '#server/features/places/repository.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/http-error.ts';
import { queueMail } from '#server/mail/queue.ts';

/** POST /api/campus: a data URL image goes through the pipeline first (DESIGN rule 6). */
export async function createCampus(db: Db, input: CampusValues): Promise<number> {
  return db.transaction(async (tx) => {
    const imageUrl = await resolveImageRef(tx, input.imageUrl);
    return insertCampus(tx, { ...input, imageUrl });
  });
}

/**
 * PUT /api/campus/{id}: every field at once (decision 157), through places' `changeCampus`: with the campus row
 * locked, the capacity may not go below the places taken now (409 naming the number, nothing changed), a campus
 * switched off keeps its waiting families' turns, and what is free afterwards (more places, active again) is offered
 * to the waiting list in the same transaction (the caller kicks the mail worker). A new price applies to sign-ups
 * that start after it: stored sign-ups keep what they paid, and a payment started before it is charged the price its
 * intent was made for. A data URL image goes through the pipeline like on create. False when there is no such campus.
 */
export async function updateCampus(db: Db, id: number, input: CampusValues): Promise<boolean> {
  return db.transaction((tx) =>
    changeCampus(tx, id, async (current) => {
      const imageUrl = input.imageUrl === current.imageUrl ? current.imageUrl : await resolveImageRef(tx, input.imageUrl);
      await updateCampusRow(tx, id, { ...input, imageUrl });
    }),
  );
}

/**
 * PATCH /api/campus/{id}: the active switch, through places' `changeCampus`: switched on, its free places are
 * offered to its waiting list (decision 180); switched off, its standing offers wait again with their turn kept
 * (nobody could accept them; review finding 5). False when there is no such campus. The caller kicks the mail worker.
 */
export async function switchCampusActive(db: Db, id: number, isActive: boolean): Promise<boolean> {
  return db.transaction((tx) =>
    changeCampus(tx, id, async () => {
      await setCampusActive(tx, id, isActive);
    }),
  );
}

/**
 * The checks every sign-up passes with the campus row locked: it exists, is active, the child's age on the start
 * date fits, the child holds no place in it yet (decision 178: the lock makes this check exact, the unique index
 * backs it), and a place is free. Returns the price (cents) for the chosen membership. The payment intent runs it
 * too, so a duplicate is refused before the family pays.
 */
export async function checkSignUp(
  tx: DbOrTx,
  signUp: CampusSignUp,
  opts: { exceptCheckoutId?: string } = {},
): Promise<{ campus: CampusRow; priceCents: number; placesLeft: number }> {
  const c = await lockCampus(tx, signUp.campusId);
  if (!c) throw notFound(campusSignUpMessages.notFound);
  if (!c.isActive) throw new HttpError(409, campusSignUpMessages.inactive);
  if (c.endDate < todayInMadrid()) throw new HttpError(409, campusSignUpMessages.ended);
  if (!isAgeInRange(signUp.birthDate, c.startDate, c.ageMin, c.ageMax)) {
    const message = ageRangeMessage(c.ageMin, c.ageMax);
    throw badRequest(message, { birthDate: [message] });
  }
  if (await childHoldsPlace(tx, c.id, childKey(signUp.childName, signUp.childSurname, signUp.birthDate))) {
    throw conflict(campusSignUpMessages.duplicate);
  }
  const taken = await countPlacesTaken(tx, c.id, opts.exceptCheckoutId);
  if (taken >= c.maxParticipants) throw new HttpError(409, campusSignUpMessages.full);
  return { campus: c, priceCents: campusPriceCents(c, signUp.isClubMember), placesLeft: c.maxParticipants - taken - 1 };
}

/**
 * Inserts a checked sign-up and queues the family's confirmation and the club's notice (same transaction). The same
 * child's second place is a unique violation of its key (decision 178): a 409, never a 500 (after a payment, the
 * message says the money was not used). The child, if live on the campus's waiting list, leaves it (places'
 * `withdrawChild`, which offers a standing offer's place it no longer needs).
 */
export async function storeSignUp(
  tx: DbOrTx,
  c: CampusRow,
  values: NewCampusRegistration,
  placesLeft: number,
  clubEmail: string,
  overbooked = false,
) {
  const row = await insertCampusRegistration(tx, values).catch((err: unknown) => {
    if (sqlStateOf(err) !== uniqueViolation) throw err;
    // A paid one (finalizePayment's handlers): the payment is refunded instead (issue 22 finding 2).
    if (values.paymentIntentId) throw new UnstorablePayment('duplicate', 'paid sign-up for a child who already holds a place');
    throw conflict(campusSignUpMessages.duplicate);
  });
  // A child with a place is not on the waiting list as well (decisions 178, 180, 198).
  if (row.childKey) await withdrawChild(tx, c.id, row.childKey);
  await queueMail(tx, parentConfirmation(c, row));
  await queueMail(tx, clubNotice(c, row, placesLeft, clubEmail, overbooked));
  return row;
}

/** A free sign-up (price 0 for the chosen membership): stored directly, no payment. */
export async function signUpFree(db: Db, signUp: CampusSignUp, clubEmail: string) {
  return db.transaction(async (tx) => {
    const { campus: c, priceCents, placesLeft } = await checkSignUp(tx, signUp);
    if (priceCents !== 0) throw new HttpError(402, campusSignUpMessages.paymentRequired);
    return storeSignUp(
      tx,
      c,
      {
        ...signUp,
        paymentMethod: 'free',
        status: 'confirmed',
        amountPaid: centsToString(0),
        paymentIntentId: null,
      },
      placesLeft,
      clubEmail,
    );
  });
}

