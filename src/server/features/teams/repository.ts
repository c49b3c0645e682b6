import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { teams } from '#server/db/schema.ts';

export const teamColumns = {
  id: teams.id,
  name: teams.name,
  category: teams.category,
  division: teams.division,
  description: teams.description,
  playerCount: teams.playerCount,
  imageUrl: teams.imageUrl,
  externalUrl: teams.externalUrl,
  players: teams.players,
  coach: teams.coach,
  league: teams.league,
};

/** Every team, or only the one with `id` (a shared link's preview). */
export function listTeams(db: DbOrTx, id?: number) {
  return db
    .select(teamColumns)
    .from(teams)
    .where(id === undefined ? undefined : eq(teams.id, id))
    .orderBy(asc(teams.id));
}
