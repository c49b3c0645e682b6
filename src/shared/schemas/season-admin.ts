import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { codedIssue } from '#shared/zod-setup.ts';
import { coercedId, idSchema, isoDate, requiredText } from '#shared/schemas/common.ts';

/**
 * Seasons as the back office and the registration forms see them (issue 12 item 1, decision 155). The public list
 * of seasons (GET /api/seasons) has its own schema in season.ts.
 */

export const seasonAdminErrors = defineErrors(
  'seasonAdmin',
  {
    label: 'Escriu la temporada com «2026/2027»: dos anys seguits.',
    date: 'Indica la data.',
    startYear: 'La temporada {label} ha de començar el {first} o el {second}.',
    endYear: 'La temporada {label} ha d’acabar el {first} o el {second}.',
    endAfterStart: 'La data de final ha de ser posterior a la d’inici.',
    season: 'Temporada invàlida.',
  },
  'backOffice',
);
const labelMessage = seasonAdminErrors.label;
const labelShape = /^(\d{4})\/(\d{4})$/;

/** The two years of a label "YYYY/YYYY+1" (from 2000 on), or undefined when it is not one. */
export function seasonYears(label: string): [number, number] | undefined {
  const m = labelShape.exec(label);
  if (!m) return undefined;
  const first = Number(m[1]);
  const second = Number(m[2]);
  return first >= 2000 && first <= 2998 && second === first + 1 ? [first, second] : undefined;
}

/** The club's usual dates for a season label: 1 July to 30 June (what the create form proposes). */
export function defaultSeasonDates(label: string): { startsOn: string; endsOn: string } | undefined {
  const years = seasonYears(label);
  return years ? { startsOn: `${years[0]}-07-01`, endsOn: `${years[1]}-06-30` } : undefined;
}

/** A date moved by whole years (29 February becomes the 28th in a common year); undefined when not a date. */
function shiftYears(isoDay: string, years: number): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!m) return undefined;
  const year = Number(m[1]) + years;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const day = m[2] === '02' && m[3] === '29' && !leap ? '28' : m[3];
  return `${String(year).padStart(4, '0')}-${m[2]}-${day}`;
}

/**
 * The dates a season form proposes when its label becomes `label`: the dates it held moved by as many years as the
 * label moved from `before` (a renamed season keeps its own days), else 1 July to 30 June. Undefined when `label`
 * is not a season label.
 */
export function proposedSeasonDates(
  label: string,
  before: { label: string; startsOn: string; endsOn: string },
): { startsOn: string; endsOn: string } | undefined {
  const years = seasonYears(label);
  if (!years) return undefined;
  const from = seasonYears(before.label);
  if (from) {
    const startsOn = shiftYears(before.startsOn, years[0] - from[0]);
    const endsOn = shiftYears(before.endsOn, years[0] - from[0]);
    if (startsOn && endsOn) return { startsOn, endsOn };
  }
  return defaultSeasonDates(label);
}

/** The next season after `label` ("2025/2026" → "2026/2027"), or '' when there is none to follow. */
export function nextSeasonLabel(label: string | undefined): string {
  const years = label ? seasonYears(label) : undefined;
  return years ? `${years[1]}/${years[1] + 1}` : '';
}

const dateField = requiredText(10, seasonAdminErrors.date).pipe(isoDate);

/**
 * POST /api/admin/seasons (a new season) and PUT /api/seasons/{id} (a season corrected, decision 160): the server also
 * refuses a taken label and dates overlapping another season (a 400 on the field).
 */
export const seasonCreateSchema = z
  .object({
    label: requiredText(9, labelMessage),
    startsOn: dateField,
    endsOn: dateField,
  })
  .superRefine((v, ctx) => {
    const years = seasonYears(v.label);
    if (!years) {
      ctx.addIssue(codedIssue(labelMessage, { path: ['label'] }));
      return;
    }
    const inYears = (d: string) => {
      const y = Number(d.slice(0, 4));
      return y === years[0] || y === years[1];
    };
    if (!inYears(v.startsOn)) {
      ctx.addIssue(codedIssue(seasonAdminErrors.startYear({ label: v.label, first: years[0], second: years[1] }), { path: ['startsOn'] }));
    }
    if (!inYears(v.endsOn)) {
      ctx.addIssue(codedIssue(seasonAdminErrors.endYear({ label: v.label, first: years[0], second: years[1] }), { path: ['endsOn'] }));
    }
    if (v.startsOn >= v.endsOn) {
      ctx.addIssue(codedIssue(seasonAdminErrors.endAfterStart, { path: ['endsOn'] }));
    }
  });
export type SeasonCreateInput = z.input<typeof seasonCreateSchema>;
export type SeasonCreateValues = z.output<typeof seasonCreateSchema>;

/** PUT /api/admin/seasons/open: the season open for club and school registrations, or null to close them. */
export const openSeasonBodySchema = z.object({
  seasonId: idSchema(seasonAdminErrors.season).nullable(),
});
export type OpenSeasonBody = z.infer<typeof openSeasonBodySchema>;

/** GET /api/admin/seasons: every season, newest first, with its registrations. */
export const adminSeasonSchema = z.object({
  id: z.number(),
  label: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  openForRegistrations: z.boolean(),
  clubRegistrations: z.number(),
  schoolRegistrations: z.number(),
  /** Matches dated within the season (decision 156: the date decides a match's season). */
  matches: z.number(),
});
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/** A season as the registration forms name it. */
export const openSeasonSchema = z.object({ id: z.number(), label: z.string(), startsOn: z.string(), endsOn: z.string() });
export type OpenSeason = z.infer<typeof openSeasonSchema>;

/**
 * GET /api/seasons/open: the season open for registrations, or `null` when the club has closed them (200 either
 * way: "closed" is an answer, not an error).
 */
export const openSeasonAnswerSchema = openSeasonSchema.nullable();

/** `?season=<id>` of the admin registration lists and exports; without it, every season (decision 155). */
export const registrationSeasonQuery = z.object({ season: coercedId(seasonAdminErrors.season).optional() });
