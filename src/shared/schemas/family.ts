import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { localeField } from '#shared/schemas/locale-field.ts';
import { emailField, phoneField } from '#shared/validation/fields.ts';

// Its texts and refusals live without zod, for the page's first load (decision 203); the schemas re-export them.
export { familyMessages } from '#shared/family-messages.ts';

/** POST /api/family/sign-in-link {email}: always 202 with `linkSent`, whether the e-mail is known or not. */
export const familySignInLinkSchema = z.object({ email: emailField, locale: localeField });

/** POST /api/family/session {token}: the link's token (from the address's fragment) becomes the session cookie. */
export const familySessionSchema = z.object({ token: z.string().trim().min(16).max(200) });

/** Which kind of record a correction or cancellation is about. */
export const familyRecordKinds = ['campus', 'club', 'school'] as const;

/** PATCH /api/family/registrations/:kind/:id {phone, email}: the contact details on one record. */
export const familyContactSchema = z.object({ phone: phoneField, email: emailField });
export const familyRecordParams = z.object({
  kind: z.enum(familyRecordKinds),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** What GET /api/family/records shows: everything made with the session's e-mail, sensitive numbers masked. */
const money = z.string();
export const familyRecordsSchema = z.object({
  email: z.string(),
  orders: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      status: z.string(),
      totalAmount: money,
      refundStatus: z.string().nullable(),
      items: z.array(z.object({ productName: z.string(), quantity: z.number(), price: money, customSize: z.string().nullable() })),
    }),
  ),
  campusSignUps: z.array(
    z.object({
      id: z.number(),
      campusId: z.number(),
      campusName: z.string(),
      startDate: z.string(),
      childName: z.string(),
      childSurname: z.string(),
      status: z.string(),
      amountPaid: money,
      phone: z.string(),
      /** The last day it can be cancelled from this page (start date minus the campus's cancelDays). */
      cancelUntil: z.string(),
      cancellable: z.boolean(),
      /** What cancelling gives back: its own amount, or the whole payment it shared with siblings ("0.00": free). */
      refundAmount: money,
      /** The siblings paid for with the same payment, cancelled with it (names): a payment is refunded whole. */
      cancelsWith: z.array(z.string()),
    }),
  ),
  waitlist: z.array(
    z.object({
      id: z.number(),
      campusName: z.string(),
      status: z.string(),
      position: z.number().nullable(),
      children: z.array(z.object({ childName: z.string(), childSurname: z.string() })),
      offerExpiresAt: z.string().nullable(),
    }),
  ),
  registrations: z.array(
    z.object({
      kind: z.enum(['club', 'school']),
      id: z.number(),
      season: z.string(),
      playerName: z.string(),
      phone: z.string(),
      email: z.string(),
      /** e.g. "••••••78A" / "ES•• •••• •••• •••• •••• 1234": never the whole number. */
      documentMasked: z.string(),
      ibanMasked: z.string(),
      createdAt: z.string(),
    }),
  ),
  erasureRequested: z.boolean(),
});
export type FamilyRecords = z.infer<typeof familyRecordsSchema>;

/** The family session's form fields the client sends (its CSRF token travels in a header, like the admin's). */
export const familyContactInputSchema = familyContactSchema.extend({ locale: localeField });
export const familyCancelSchema = z.object({ locale: localeField }).default({});
export const familyErasureSchema = z.object({ confirm: z.literal(true) });

/** GET /api/family/session: whose page this is and the token its changes carry (the page asks after a reload). */
export const familySessionInfoSchema = z.object({ email: z.string(), csrfToken: z.string() });

/** What the family routes answer after a change: the Catalan message the page shows (translated there). */
export const familyMessageSchema = z.object({ message: z.string() });

/** The back office's list of erasure requests (GET /api/admin/erasure-requests): pending first (oldest first), then the decided ones (newest first). */
export const erasureRequestStatuses = ['pending', 'done', 'dismissed'] as const;
export const erasureRequestRowSchema = z.object({
  id: z.number(),
  /** Null once the erasure is done: the address itself is erased too. */
  email: z.string().nullable(),
  status: z.enum(erasureRequestStatuses),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ErasureRequestRow = z.infer<typeof erasureRequestRowSchema>;
export const erasureMessages = {
  dismissed: 'Sol·licitud descartada.',
  ...defineErrors(
    'erasure',
    {
      notFound: 'No s’ha trobat la sol·licitud d’esborrament.',
      notPending: 'Aquesta sol·licitud ja s’ha resolt.',
    },
    'backOffice',
  ),
};
