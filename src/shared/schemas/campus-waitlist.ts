import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { coercedId, isoDate, required, requiredText } from '#shared/schemas/common.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { localeField } from '#shared/schemas/locale-field.ts';
import { emailField, phoneField } from '#shared/validation/fields.ts';

/** A campus's waiting list (issue 14 item 1, decision 180): the messages the server sends and the forms show. */
export const waitlistMessages = {
  joined: (position: number) =>
    `Sou a la llista d’espera: posició ${position}. Confirmeu-ho amb l’enllaç del correu que us hem enviat, en 24 hores: fins llavors no us podem oferir cap plaça.`,
  addressConfirmed: (position: number) =>
    `Adreça confirmada: sou a la llista d’espera, posició ${position}. Si s’allibera una plaça, rebreu l’oferta per correu.`,
  offerAccepted: 'Oferta acceptada: la inscripció és feta. Us hem enviat un correu de confirmació.',
  offerDeclined: 'Hem passat la plaça a la família següent. Gràcies per avisar-nos.',
  left: 'Heu sortit de la llista d’espera.',
  // Its refusals (decision 196).
  ...defineErrors('waitlist', {
    placesFree: 'Aquest campus encara té places lliures: feu la inscripció directament.',
    duplicate: 'Aquest infant ja és a la llista d’espera d’aquest campus.',
    sameChildTwice: 'El mateix infant no pot aparèixer dues vegades a la sol·licitud.',
    tooManySiblings: 'Com a màxim 5 infants per sol·licitud.',
    notFound: 'No s’ha trobat aquesta entrada de la llista d’espera.',
    offerNotFound: 'Aquest enllaç d’oferta no és vàlid.',
    offerExpired: 'Aquesta oferta ha caducat i la plaça ha passat a la família següent.',
    offerGone: 'Aquesta oferta ja no està disponible.',
    notWaiting: 'Aquesta entrada ja no és a la llista d’espera.',
    // Issue 22 finding 1: an entry proves its address before it can be offered a place.
    confirmNotFound: 'Aquest enllaç de confirmació no és vàlid, ja s’ha fet servir o la sol·licitud ha caducat.',
    tooManyUnconfirmed:
      'Des d’aquesta connexió ja hi ha massa sol·licituds sense confirmar per a aquest campus. Confirmeu-les amb l’enllaç del correu o torneu-ho a provar demà.',
  }),
  alreadyHasPlace: campusSignUpMessages.duplicate,
  ...defineErrors('waitlistAdmin', {
    moveInvalid: 'Aquesta entrada no es pot moure més.',
    offerNoRoom: 'No hi ha prou places lliures per fer aquesta oferta.',
    offerUnconfirmed: 'Aquesta família encara no ha confirmat la seva adreça: no se li pot fer cap oferta.',
  }, 'backOffice'),
};

/** Waiting-list entry statuses: waiting and offered are live (they keep their children's keys). */
export const waitlistStatuses = ['waiting', 'offered', 'accepted', 'expired', 'declined', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** At most this many children in one entry (the family and its siblings). */
export const maxWaitlistChildren = 5;

const birthDate = z
  .string(coded(required))
  .min(1, coded(required))
  .pipe(isoDate)
  .refine((v) => v < todayInMadrid(), coded(campusSignUpMessages.birthDateFuture));

export const waitlistChildSchema = z.object({
  childName: requiredText(100),
  childSurname: requiredText(150),
  birthDate,
});
export type WaitlistChild = z.output<typeof waitlistChildSchema>;

/**
 * POST /api/campus-waitlist: the campus sign-up's fields, plus `siblings` (more children of the same family, who
 * join with the first one as one entry and are offered places together or not at all).
 */
export const waitlistJoinSchema = z.object({
  campusId: coercedId(campusSignUpMessages.campus),
  childName: requiredText(100),
  childSurname: requiredText(150),
  birthDate,
  parentEmail: emailField,
  parentPhone: phoneField,
  isClubMember: z.boolean().default(false),
  siblings: z.array(waitlistChildSchema).max(maxWaitlistChildren - 1, coded(waitlistMessages.tooManySiblings)).default([]),
  locale: localeField,
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** 201: the entry's position in its campus's list (1 = next to be offered) and its number of places. */
export const waitlistJoinResponseSchema = z.object({
  id: z.number(),
  position: z.number(),
  places: z.number(),
  message: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/** POST /api/campus-waitlist/confirm-address: the entry's place in line once its address is confirmed. */
export const waitlistAddressConfirmedSchema = z.object({ position: z.number(), message: z.string() });

/** A token from an e-mailed link (offer or leave): sent in the body, never in a URL the server logs. */
export const waitlistTokenSchema = z.object({ token: z.string().trim().min(16).max(200) });

/**
 * POST /api/campus-waitlist/offer (by the offer link's token): what the offer page shows. `amount` is what the
 * family pays for all its places ("0.00" for a free campus); `state` says whether it can still be accepted.
 */
export const waitlistOfferSchema = z.object({
  state: z.enum(['offered', 'accepted', 'expired', 'declined', 'gone']),
  campus: z.object({ id: z.number(), name: z.string(), startDate: z.string(), endDate: z.string() }),
  children: z.array(z.object({ childName: z.string(), childSurname: z.string() })),
  places: z.number(),
  amount: z.string(),
  expiresAt: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/**
 * POST /api/campus-waitlist/offer/accept {token}: a free campus → 201 {status: 'accepted'}, sign-ups made; a paid one
 * → 200 {status: 'payment', clientSecret, paymentIntentId, amount} and the card form pays for every place at once
 * (then POST /api/campus-waitlist/offer/confirm {token, paymentIntentId} stores the sign-ups, like the campus flow).
 */
export const waitlistAcceptResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), registrationIds: z.array(z.number()), message: z.string() }),
  z.object({ status: z.literal('payment'), clientSecret: z.string(), paymentIntentId: z.string(), amount: z.string() }),
]);
export type WaitlistAcceptResponse = z.infer<typeof waitlistAcceptResponseSchema>;
export const waitlistConfirmSchema = waitlistTokenSchema.extend({ paymentIntentId: z.string().trim().min(1).max(255) });

/** One entry of a campus's list in the back office (GET /api/admin/campus/:id/waitlist), in order. */
export const adminWaitlistEntrySchema = z.object({
  id: z.number(),
  position: z.number().nullable(),
  status: z.enum(waitlistStatuses),
  places: z.number(),
  children: z.array(z.object({ childName: z.string(), childSurname: z.string(), birthDate: z.string() })),
  parentEmail: z.string(),
  parentPhone: z.string(),
  isClubMember: z.boolean(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the family confirmed its address (issue 22 finding 1): only a confirmed entry can be offered places. */
  confirmed: z.boolean(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** PATCH /api/admin/campus-waitlist/:id/move {direction}: one place up or down among the waiting entries. */
export const waitlistMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
