import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { teams } from '#server/db/schema.ts';
import { resolveImageRef } from '#server/features/media/pipeline.ts';
import { teamColumns } from '#server/features/teams/repository.ts';
import type { Team, TeamValues } from '#shared/schemas/team.ts';

/** A new team; a data URL image goes through the pipeline and is stored as its /media path. */
export async function createTeam(db: DbOrTx, input: TeamValues): Promise<Team> {
  const imageUrl = await resolveImageRef(db, input.imageUrl);
  const [row] = await db
    .insert(teams)
    .values({ ...input, imageUrl })
    .returning(teamColumns);
  return row!;
}

/** Updates a team; a blank image keeps the current one. Undefined when there is no such team. */
export async function updateTeam(db: DbOrTx, id: number, input: TeamValues): Promise<Team | undefined> {
  const { imageUrl, ...rest } = input;
  const [row] = await db
    .update(teams)
    .set(imageUrl ? { ...rest, imageUrl: await resolveImageRef(db, imageUrl) } : rest)
    .where(eq(teams.id, id))
    .returning(teamColumns);
  return row;
}

export async function deleteTeam(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}
