import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { type AppError, defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { campusRegistrationSchema } from '#shared/schemas/campus-registration.ts';
import { nullableText, requiredText } from '#shared/schemas/common.ts';
import { fieldMessages } from '#shared/validation/fields.ts';

/**
 * The club's member list and the check of a campus sign-up's member price against it (issue 10 item 4,
 * docs/decisions/154-member-price-verification.md).
 */

const memberErrors = defineErrors(
  'member',
  {
    birthDate: 'Data de naixement invàlida (AAAA-MM-DD o DD/MM/AAAA).',
    csvEmpty: 'La llista és buida: enganxa o puja almenys un soci.',
    csvTooLong: 'La llista és massa llarga (com a màxim 5.000 socis per importació).',
    csvInvalid: 'La llista té línies que no es poden llegir. No s’ha importat cap soci.',
    csvTooManyErrors: '… i {count} línies més amb errors.',
    // A bad line of an import: its number, the column and value when known, and what is wrong with it.
    csvLine: 'Línia {line}: {problem}',
    csvLineField: 'Línia {line} ({field}): {problem}',
    csvLineValue: 'Línia {line} ({field} «{value}»): {problem}',
    tooManyColumns: 'Té més de 4 columnes (nom; cognoms; data de naixement; correu).',
    unclosedQuote: 'Té unes cometes sense tancar.',
    notFound: 'No s’ha trobat el soci.',
    registrationNotFound: 'No s’ha trobat la inscripció.',
    notClaimed: 'Aquesta inscripció no ha demanat el preu de soci: no hi ha res a verificar.',
  },
  'backOffice',
);

export const clubMemberMessages = {
  ...memberErrors,
  birthFuture: fieldMessages.birthFuture,
  email: fieldMessages.email,
  csvTooManyErrors: (count: number) => memberErrors.csvTooManyErrors({ count }),
  /** "Línia 3 (data de naixement «31/02/2015»): Data de naixement invàlida …" */
  csvLine: (line: number, problem: AppError, field?: string, value?: string): AppError =>
    field && value
      ? memberErrors.csvLineValue({ line, field, value, problem: problem.message })
      : field
        ? memberErrors.csvLineField({ line, field, problem: problem.message })
        : memberErrors.csvLine({ line, problem: problem.message }),
  csvFields: { name: 'nom', surname: 'cognoms', birthDate: 'data de naixement', email: 'correu' } as Record<string, string>,
};

/** The most rows one import takes (a club's list is hundreds; this bounds the work of one request). */
export const maxImportRows = 5000;
/** The most characters an import's text may have (about 100 characters a row). */
export const maxImportChars = 500_000;

/**
 * A birth date: "2014-05-12", "12/05/2014", "12-5-2014" or "12.05.2014" (what a spreadsheet writes); a real
 * calendar date before today. Returns the ISO form, or null when it is not one.
 */
export function parseBirthDate(value: string): string | null {
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const optionalBirthDate = z
  .string()
  .trim()
  .max(10, coded(clubMemberMessages.birthDate))
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = parseBirthDate(v);
    if (!parsed) {
      ctx.addIssue(codedIssue(clubMemberMessages.birthDate));
      return z.NEVER;
    }
    if (parsed >= todayInMadrid()) {
      ctx.addIssue(codedIssue(clubMemberMessages.birthFuture));
      return z.NEVER;
    }
    return parsed;
  });

const optionalEmail = nullableText(254)
  .refine((v) => v === null || z.email().safeParse(v).success, coded(clubMemberMessages.email))
  .transform((v) => (v ? v.toLowerCase() : null));

/** One member, typed by hand (POST /api/club-members) or read from one line of an import. */
export const clubMemberInputSchema = z.object({
  name: requiredText(100),
  surname: requiredText(150),
  birthDate: optionalBirthDate,
  email: optionalEmail,
});
export type ClubMemberInput = z.input<typeof clubMemberInputSchema>;
export type ClubMemberValues = z.output<typeof clubMemberInputSchema>;

/** A row of GET /api/club-members. */
export const clubMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

/**
 * POST /api/club-members/import: the list as text (a .csv file read by the browser, or pasted from a spreadsheet).
 * One member a line: name, surname, optional birth date, optional e-mail; separated by `;`, `,` or a tab; an optional
 * header row. `replace` empties the list first (a new season's list); otherwise the lines are added to it.
 */
export const clubMembersImportSchema = z.object({
  csv: z.string().max(maxImportChars, coded(clubMemberMessages.csvTooLong)),
  replace: z.boolean().default(false),
});
export type ClubMembersImportInput = z.input<typeof clubMembersImportSchema>;

export const clubMembersImportResultSchema = z.object({
  /** Lines read as members. */
  read: z.number(),
  /** New members stored. */
  added: z.number(),
  /** Lines already on the list (same name, surname and birth date). */
  duplicates: z.number(),
  /** Members on the list after the import. */
  total: z.number(),
});
export type ClubMembersImportResult = z.infer<typeof clubMembersImportResultSchema>;

// ── The check on each campus sign-up ───────────────────────────────────────────

/**
 * 'not_claimed': the family did not tick "soci del club"; 'confirmed': the member list (or a club or school
 * registration of the same child) confirms it; 'not_found': claimed, but nothing confirms it.
 */
export const membershipStatuses = ['confirmed', 'not_found', 'not_claimed'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** What confirmed it: a list member by name (and birth date), by the parent's e-mail, or a registration. */
export const membershipSources = ['member_name', 'member_email', 'club_registration', 'school_registration'] as const;
export type MembershipSource = (typeof membershipSources)[number];

/** The admin's own mark: checked by hand, or the family owes the difference. */
export const membershipReviews = ['verified', 'claim_difference'] as const;
export type MembershipReview = (typeof membershipReviews)[number];

export const membershipSchema = z.object({
  status: z.enum(membershipStatuses),
  matchedBy: z.enum(membershipSources).nullable(),
  /** What the family would owe if not a member (priceNonMember − priceClubMember), "25.00"; null unless not_found. */
  difference: z.string().nullable(),
  review: z.enum(membershipReviews).nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** A row of the admin list GET /api/campus-registrations: the sign-up and its membership check. */
export const adminCampusRegistrationSchema = campusRegistrationSchema.extend({ membership: membershipSchema });
export type AdminCampusRegistration = z.infer<typeof adminCampusRegistrationSchema>;

/** PATCH /api/campus-registrations/{id}/membership: set the admin's mark, or clear it with null. */
export const membershipReviewInputSchema = z.object({ review: z.enum(membershipReviews).nullable() });
export type MembershipReviewInput = z.infer<typeof membershipReviewInputSchema>;
