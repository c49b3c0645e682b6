import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { coercedId, isoDate, required, requiredText } from '#shared/schemas/common.ts';
import { emailField, phoneField } from '#shared/validation/fields.ts';
import { localeField } from '#shared/schemas/locale-field.ts';

/** A campus sign-up's refusals (decision 196: `campus.full`…). */
export const campusSignUpMessages = defineErrors('campus', {
  birthDateFuture: 'La data de naixement ha de ser anterior a avui.',
  campus: 'Tria un campus.',
  full: 'Campus complet',
  fullDescription: 'No queden places lliures en aquest campus.',
  inactive: 'Aquest campus no admet inscripcions.',
  ended: 'Aquest campus ja ha acabat.',
  notFound: 'No s’ha trobat el campus.',
  paymentRequired: 'Aquest campus és de pagament: cal completar el pagament amb targeta abans de la inscripció.',
  paymentNotConfirmed: 'El pagament no s’ha confirmat. La inscripció no s’ha creat.',
  paymentMismatch: 'El pagament no correspon al preu d’aquest campus. La inscripció no s’ha creat.',
  free: 'Aquest campus és gratuït: no cal cap pagament.',
  priceChanged: 'El preu d’aquest campus ha canviat. Torneu a obrir el formulari per veure el preu actual.',
  registrationGone: 'El pagament s’ha rebut però la inscripció ja no existeix. Contacteu amb el club.',
  // The same child (folded name and surname, birth date) already holds a place in this campus (decision 178); then
  // the same, found only once the card was charged (two payments for one child): the club gives the money back.
  duplicate: 'Aquest infant ja té una plaça en aquest campus.',
  duplicatePaid:
    'Aquest infant ja té una plaça en aquest campus: aquest segon pagament no s’ha fet servir. Contacteu amb el club per recuperar-lo.',
  // The same two, refunded automatically (issue 22 finding 2); the two above remain for a refund the provider refused.
  duplicateRefunded:
    'Aquest infant ja té una plaça en aquest campus: aquest segon pagament no s’ha fet servir i us l’hem retornat a la targeta.',
  goneRefunded: 'Aquesta inscripció ja no és possible (el campus o l’oferta s’ha retirat): us hem retornat el pagament a la targeta.',
});


/** The family's part of a campus sign-up: one schema for the modal and the server. */
export const campusSignUpSchema = z.object({
  campusId: coercedId(campusSignUpMessages.campus),
  childName: requiredText(100),
  childSurname: requiredText(150),
  birthDate: z
    .string(coded(required))
    .min(1, coded(required))
    .pipe(isoDate)
    .refine((v) => v < todayInMadrid(), coded(campusSignUpMessages.birthDateFuture)),
  parentEmail: emailField,
  parentPhone: phoneField,
  isClubMember: z.boolean().default(false),
  locale: localeField,
});
export type CampusSignUpInput = z.input<typeof campusSignUpSchema>;
export type CampusSignUp = z.output<typeof campusSignUpSchema>;

/**
 * POST /api/campus-registrations (SPEC §7). On the paid path the browser also sends paymentMethod, status and the
 * paymentIntentId it paid with; the server believes none of them until the provider confirms the intent.
 */
export const campusRegistrationInputSchema = campusSignUpSchema.extend({
  paymentMethod: z.string().max(30).optional(),
  status: z.string().max(30).optional(),
  paymentIntentId: z.string().trim().min(1).max(255).optional(),
});
export type CampusRegistrationInput = z.input<typeof campusRegistrationInputSchema>;

export const campusRegistrationResponseSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  status: z.string(),
  paymentMethod: z.string(),
  amountPaid: z.string(),
  message: z.string(),
});
export type CampusRegistrationResponse = z.infer<typeof campusRegistrationResponseSchema>;

/** POST /api/create-campus-payment-intent (SPEC §7). `amount` is read by nobody: the server prices from the database. */
export const campusPaymentIntentInputSchema = z.object({
  amount: z.union([z.string(), z.number()]).optional(),
  campusName: z.string().max(300).optional(),
  registrationData: campusSignUpSchema,
});
export type CampusPaymentIntentInput = z.input<typeof campusPaymentIntentInputSchema>;

export const campusPaymentIntentResponseSchema = z.object({
  success: z.boolean(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The amount the server will charge, "120.00". */
  amount: z.string(),
  message: z.string().optional(),
});
export type CampusPaymentIntentResponse = z.infer<typeof campusPaymentIntentResponseSchema>;

/** One row of the admin list (GET /api/campus-registrations). */
export const campusRegistrationSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  campusName: z.string().nullable(),
  childName: z.string(),
  childSurname: z.string(),
  birthDate: z.string(),
  parentEmail: z.string(),
  parentPhone: z.string(),
  isClubMember: z.boolean(),
  paymentMethod: z.string(),
  status: z.string(),
  amountPaid: z.string(),
  paymentIntentId: z.string().nullable(),
  createdAt: z.string(),
});
export type CampusRegistration = z.infer<typeof campusRegistrationSchema>;
