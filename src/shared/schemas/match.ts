import { z } from 'zod';

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
