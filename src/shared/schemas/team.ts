import { z } from 'zod';

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  division: z.string(),
  description: z.string(),
  playerCount: z.number(),
  imageUrl: z.string(),
  externalUrl: z.string().nullable(),
  players: z.string(),
  coach: z.string(),
  league: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
