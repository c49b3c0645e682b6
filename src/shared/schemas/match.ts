import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { optionalWholeNumber } from '#shared/schemas/admin-fields.ts';
import { coercedId, isoDate, maxDbInteger, required, requiredText } from '#shared/schemas/common.ts';
import { matchPageSize } from '#shared/list-pages.ts';

// Without zod, for the public pages (decision 200).
export { matchCursor, matchPageSize } from '#shared/list-pages.ts';

export const matchStatuses = ['scheduled', 'live', 'completed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

export const matchSchema = z.object({
  id: z.number(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  matchDate: z.string(),
  matchTime: z.string(),
  venue: z.string(),
  category: z.string(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  status: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/** SPEC §5: the fifteen match categories. */
export const matchCategories = [
  'Sènior Masculí',
  'Sènior Femení',
  'Junior Masculí',
  'Junior Femení',
  'Cadet Masculí',
  'Cadet Femení',
  'Infantil Masculí',
  'Infantil Femení',
  'Aleví Masculí',
  'Aleví Femení',
  'Benjamí Masculí',
  'Benjamí Femení',
  'Prebenjamí',
  'Baby Basket',
  'Escola Basket',
] as const;

export const matchStatusLabels: Record<MatchStatus, string> = {
  scheduled: 'Programat',
  live: 'En Joc',
  completed: 'Finalitzat',
};

const matchErrors = defineErrors(
  'matchAdmin',
  {
    time: 'Hora invàlida (HH:MM).',
    category: 'Tria una categoria de la llista.',
    status: 'Tria un estat de la llista.',
    homeTeam: "L'equip local és obligatori.",
    awayTeam: "L'equip visitant és obligatori.",
  },
  'backOffice',
);

const matchTime = z
  .string(coded(required))
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, coded(matchErrors.time));

/** One schema for the "new match" form and POST /api/matches: no status (a new match is scheduled). */
export const matchInputSchema = z.object({
  homeTeam: requiredText(120, matchErrors.homeTeam),
  awayTeam: requiredText(120, matchErrors.awayTeam),
  matchDate: z.string(coded(required)).trim().pipe(isoDate),
  matchTime,
  venue: requiredText(200),
  category: z.enum(matchCategories, coded(matchErrors.category)),
});
export type MatchInput = z.input<typeof matchInputSchema>;

/** The edit form and PATCH /api/matches/{id}: the match fields plus status and scores. */
export const matchUpdateSchema = matchInputSchema.extend({
  status: z.enum(matchStatuses, coded(matchErrors.status)),
  homeScore: optionalWholeNumber(0, 999),
  awayScore: optionalWholeNumber(0, 999),
});
export type MatchUpdateInput = z.input<typeof matchUpdateSchema>;

/** PATCH may carry only some fields (e.g. just the scores and the status). */
export const matchPatchSchema = matchUpdateSchema.partial();

/*
 * GET /api/matches through time (issue 12, decision 156). Every parameter is optional: without them the answer is
 * the current season's upcoming matches, then its newest page of results.
 */
export const matchLists = ['upcoming', 'results', 'all'] as const;
export type MatchList = (typeof matchLists)[number];
export const matchTeamMax = 120;

const matchQueryErrors = defineErrors('matchQuery', {
  season: 'Temporada invàlida: ha de ser el número d’una temporada.',
  unknownSeason: 'Aquesta temporada no existeix.',
  team: 'El nom de l’equip pot tenir com a màxim {max} caràcters.',
  list: "Llista invàlida: ha de ser 'upcoming', 'results' o 'all'.",
  before: "Cursor invàlid: ha de ser la data, l'hora i l'id de l'últim partit rebut (AAAA-MM-DD_HH:MM_id).",
  limit: 'La mida de pàgina ha de ser un número entre 1 i {max}.',
});
export const matchQueryMessages = {
  ...matchQueryErrors,
  team: matchQueryErrors.team({ max: matchTeamMax }),
  limit: matchQueryErrors.limit({ max: matchPageSize.max }),
};

/** A result's place in the newest-first order: the last one received gives the next page (`before`). */
export type MatchCursor = { date: string; time: string; id: number };


const cursorPattern = /^(\d{4}-\d{2}-\d{2})_([^_]{0,20})_(\d{1,10})$/;

const cursorSchema = z
  .string()
  .max(40, coded(matchQueryMessages.before))
  .transform((value, ctx): MatchCursor => {
    const m = cursorPattern.exec(value);
    const id = Number(m?.[3]);
    if (!m || value.includes('\u0000') || !isoDate.safeParse(m[1]).success || id < 1 || id > maxDbInteger) {
      ctx.addIssue(codedIssue(matchQueryMessages.before));
      return z.NEVER;
    }
    return { date: m[1]!, time: m[2]!, id };
  });

const teamFilter = z
  .string(coded(matchQueryMessages.team))
  .trim()
  .max(matchTeamMax, coded(matchQueryMessages.team))
  .refine((v) => !v.includes('\u0000'), coded(matchQueryMessages.team));

/** The query string of GET /api/matches. */
export const matchListQuerySchema = z.object({
  season: coercedId(matchQueryMessages.season).optional(),
  team: teamFilter.optional(),
  list: z.enum(matchLists, coded(matchQueryMessages.list)).optional(),
  before: cursorSchema.optional(),
  limit: z.coerce
    .number(coded(matchQueryMessages.limit))
    .int(coded(matchQueryMessages.limit))
    .min(1, coded(matchQueryMessages.limit))
    .max(matchPageSize.max, coded(matchQueryMessages.limit))
    .optional(),
});
export type MatchListQuery = z.output<typeof matchListQuerySchema>;

/** The query string of GET /api/matches/stats. */
export const matchStatsQuerySchema = matchListQuerySchema.pick({ season: true, team: true });

/** GET /api/matches/stats: SPEC §9's four tiles for a season and team, and how many matches each list holds. */
export const matchStatsSchema = z.object({
  wins: z.number(),
  losses: z.number(),
  played: z.number(),
  pointsFor: z.number(),
  pointsPerMatch: z.number(),
  /** The season's upcoming matches shown for the team filter. */
  upcoming: z.number(),
  /** The season's results shown for the team filter (what 'Mostra'n més' can reach). */
  results: z.number(),
});
export type MatchStatsSummary = z.infer<typeof matchStatsSchema>;
