import { z } from 'zod';
import { optionalWholeNumber } from '#shared/schemas/admin-fields.ts';
import { isoDate, required, requiredText } from '#shared/schemas/common.ts';

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

const matchTime = z
  .string({ error: required })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora invàlida (HH:MM).');

/** One schema for the "new match" form and POST /api/matches: no status (a new match is scheduled). */
export const matchInputSchema = z.object({
  homeTeam: requiredText(120, "L'equip local és obligatori."),
  awayTeam: requiredText(120, "L'equip visitant és obligatori."),
  matchDate: z.string({ error: required }).trim().pipe(isoDate),
  matchTime,
  venue: requiredText(200),
  category: z.enum(matchCategories, { error: 'Tria una categoria de la llista.' }),
});
export type MatchInput = z.input<typeof matchInputSchema>;

/** The edit form and PATCH /api/matches/{id}: the match fields plus status and scores. */
export const matchUpdateSchema = matchInputSchema.extend({
  status: z.enum(matchStatuses, { error: 'Tria un estat de la llista.' }),
  homeScore: optionalWholeNumber(0, 999),
  awayScore: optionalWholeNumber(0, 999),
});
export type MatchUpdateInput = z.input<typeof matchUpdateSchema>;

/** PATCH may carry only some fields (e.g. just the scores and the status). */
export const matchPatchSchema = matchUpdateSchema.partial();
