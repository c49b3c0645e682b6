import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { centsToString, toCents } from '#shared/money.ts';
import { adminFieldErrors, isImageRef } from '#shared/schemas/admin-fields.ts';
import { isoDate, nullableText, optionalText, required, requiredText } from '#shared/schemas/common.ts';

export const campusSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ageMin: z.number(),
  ageMax: z.number(),
  priceClubMember: z.string(),
  priceNonMember: z.string(),
  maxParticipants: z.number(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  /** Free text shown on the card, e.g. "De 9 a 13 h" (issue 12 item 5); 'Horari a confirmar' until the club says. */
  schedule: z.string(),
  /** Where it happens, e.g. "Pavelló de Llívia"; null when not given. */
  location: z.string().nullable(),
  /** Places still free: maxParticipants minus confirmed and reserved sign-ups. */
  placesLeft: z.number(),
});
export type Campus = z.infer<typeof campusSchema>;

/** The admin list: every campus, active or not, with its registered count (registrations with that campusId). */
export const adminCampusSchema = campusSchema.extend({
  registeredCount: z.number(),
  createdAt: z.string(),
  /** How long a waiting-list offer holds its places, in hours (decision 180). */
  offerHours: z.number(),
  /** Until how many days before the start a family may cancel from its page. */
  cancelDays: z.number(),
  /** Entries still on the waiting list (waiting or with an offer standing). */
  waitlistCount: z.number(),
});
export type AdminCampus = z.infer<typeof adminCampusSchema>;

/**
 * SPEC §5 / §9: an empty age, price or capacity falls back to these; an empty schedule to SPEC's 'Horari a
 * confirmar' (the database column's default too).
 */
export const campusDefaults = {
  ageMin: 6,
  ageMax: 16,
  price: '0.00',
  maxParticipants: 30,
  schedule: 'Horari a confirmar',
  /** The database's defaults of the two issue 14 settings (a payload without them keeps the stored ones). */
  offerHours: 48,
  cancelDays: 7,
} as const;

const campusAdminErrors = defineErrors(
  'campusAdmin',
  {
    when: 'Filtre invàlid: «current» o «past».',
    imageRequired: 'Si us plau, afegeix una imatge del campus.',
    positiveInteger: 'Ha de ser un nombre enter positiu.',
    wholeNumber: 'Ha de ser un nombre enter.',
    atMost: 'Com a màxim {max}.',
    atLeast: 'Com a mínim {min}.',
    ageOrder: 'L’edat mínima no pot ser més gran que la màxima.',
    dateOrder: 'La data de final no pot ser anterior a la d’inici.',
    belowTakenOne:
      'Aquest campus ja té {taken} plaça ocupada (inscripcions i pagaments en curs): el màxim de participants no pot ser inferior a {taken}.',
    belowTaken:
      'Aquest campus ja té {taken} places ocupades (inscripcions i pagaments en curs): el màxim de participants no pot ser inferior a {taken}.',
    notFound: 'No s’ha trobat el campus.',
    price: 'Preu invàlid: un import en euros amb fins a 2 decimals.',
    image: 'La imatge ha de ser una adreça web (https://…), una imatge pujada (/media/…) o un fitxer d’imatge.',
    activeFlag: 'Cal indicar si el campus és actiu.',
  },
  'backOffice',
);

export const campusMessages = {
  ...campusAdminErrors,
  /** PUT /api/campus/{id}: the capacity cannot go below the places already taken (decision 157). */
  belowTaken: (taken: number) => (taken === 1 ? campusAdminErrors.belowTakenOne : campusAdminErrors.belowTaken)({ taken }),
};

/** GET /api/admin/campus?when=…: campuses not yet ended (end date today or later) or already ended; none: all. */
export const campusWhenValues = ['current', 'past'] as const;
export type CampusWhen = (typeof campusWhenValues)[number];
export const adminCampusQuerySchema = z.object({
  when: z.enum(campusWhenValues, coded(campusMessages.when)).optional(),
});


const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A positive integer given as a number or a numeric text; empty → the default. */
const positiveIntOr = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number(coded(campusMessages.positiveInteger))
      .int(coded(campusMessages.positiveInteger))
      .positive(coded(campusMessages.positiveInteger))
      .max(max, coded(campusMessages.atMost({ max }))),
  );

/**
 * An optional whole number from `min` to `max`, as a number or a numeric text; empty or absent → undefined (a new
 * campus takes the database's default, an edit keeps what is stored), so SPEC's payloads without it keep working.
 */
const optionalIntIn = (min: number, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number(coded(campusMessages.wholeNumber))
      .int(coded(campusMessages.wholeNumber))
      .min(min, coded(campusMessages.atLeast({ min })))
      .max(max, coded(campusMessages.atMost({ max })))
      .optional(),
  );

/** A price as text or number ("12", "12.5", "12,50", 12.5); empty → "0.00". Always sent on as "12.50". */
const priceOrZero = z.preprocess(
  (v) => (blank(v) ? campusDefaults.price : v),
  z
    .union([z.string(), z.number()], coded(campusMessages.price))
    .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.')))
    .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), coded(campusMessages.price))
    .transform((v) => centsToString(toCents(v))),
);

const imageRefField = z
  .string(coded(campusMessages.imageRequired))
  .trim()
  .min(1, { ...coded(campusMessages.imageRequired), abort: true })
  .max(15_000_000, coded(adminFieldErrors.imageTooLarge))
  .refine(isImageRef, coded(campusMessages.image));

/**
 * One schema for the admin create/edit form, POST /api/campus (SPEC §5) and PUT /api/campus/{id} (the whole campus,
 * decision 157). Schedule and location are optional: blank gives 'Horari a confirmar' and no location.
 */
export const campusInputSchema = z
  .object({
    name: requiredText(200),
    description: requiredText(5000),
    startDate: z.string(coded(required)).pipe(isoDate),
    endDate: z.string(coded(required)).pipe(isoDate),
    ageMin: positiveIntOr(campusDefaults.ageMin, 99),
    ageMax: positiveIntOr(campusDefaults.ageMax, 99),
    priceClubMember: priceOrZero,
    priceNonMember: priceOrZero,
    maxParticipants: positiveIntOr(campusDefaults.maxParticipants, 10_000),
    imageUrl: imageRefField,
    isActive: z.boolean().default(true),
    schedule: optionalText(200, campusDefaults.schedule),
    location: nullableText(200),
    /** Hours a waiting-list offer holds its places (1 to 14 days; decision 180). */
    offerHours: optionalIntIn(1, 336),
    /** Days before the start until which a family may cancel from its page (0: until the start). */
    cancelDays: optionalIntIn(0, 60),
  })
  .superRefine((v, ctx) => {
    if (v.ageMin > v.ageMax) ctx.addIssue(codedIssue(campusMessages.ageOrder, { path: ['ageMax'] }));
    if (v.endDate < v.startDate) ctx.addIssue(codedIssue(campusMessages.dateOrder, { path: ['endDate'] }));
  });
export type CampusInput = z.input<typeof campusInputSchema>;
export type CampusValues = z.output<typeof campusInputSchema>;

/** PATCH /api/campus/{id}: the active switch (SPEC's flag; the whole campus is edited with PUT, decision 157). */
export const campusPatchSchema = z.object({ isActive: z.boolean(coded(campusMessages.activeFlag)) });
export type CampusPatch = z.infer<typeof campusPatchSchema>;

/** The price a family pays, in cents, chosen by the club-member checkbox (SPEC §4). 0 means free. */
export function campusPriceCents(
  c: Pick<Campus, 'priceClubMember' | 'priceNonMember'>,
  isClubMember: boolean,
): number {
  return toCents(isClubMember ? c.priceClubMember : c.priceNonMember);
}
