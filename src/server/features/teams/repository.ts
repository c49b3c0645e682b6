import { asc } from 'drizzle-orm';
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

export function listTeams(db: DbOrTx) {
  return db.select(teamColumns).from(teams).orderBy(asc(teams.id));
}
