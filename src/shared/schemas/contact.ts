import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { required, requiredText } from '#shared/schemas/common.ts';
import { fieldMessages, optionalPhoneField } from '#shared/validation/fields.ts';
import { coded } from '#shared/zod-setup.ts';

export const contactErrors = {
  ...defineErrors('contact', { subject: 'Tria un assumpte de la llista.' }),
  ...defineErrors('contactAdmin', { readFlag: 'Cal indicar si el missatge és llegit (true o false).' }, 'backOffice'),
};

export const contactSubjects = ['general', 'campus', 'teams', 'botiga', 'other'] as const;

export const contactSubjectLabels: Record<(typeof contactSubjects)[number], string> = {
  general: 'Consulta general',
  campus: 'Campus',
  teams: 'Equips',
  botiga: 'Botiga',
  other: 'Altres',
};

/** One schema for the contact form and POST /api/contact. */
export const contactInputSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  email: z.string(coded(required)).trim().min(1, coded(required)).max(254).pipe(z.email(coded(fieldMessages.email))),
  // Optional; when given, the one phone rule of every form (decision 170).
  phone: optionalPhoneField,
  subject: z.enum(contactSubjects, coded(contactErrors.subject)),
  message: requiredText(5000),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactResponseSchema = z.object({ id: z.number(), message: z.string() });

/** A contact message as the back-office inbox shows it (GET /api/contact-messages). */
export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/contact-messages/{id}: mark read or unread. */
export const contactMessagePatchSchema = z.object({
  read: z.boolean(coded(contactErrors.readFlag)),
});
