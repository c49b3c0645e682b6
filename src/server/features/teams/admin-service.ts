import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { matches, teams } from '#server/db/schema.ts';
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

/**
 * Updates a team; a blank image keeps the current one. Undefined when there is no such team. A match names its teams
 * by name, so a rename carries the team's matches along in the same transaction (the ones with exactly its old name;
 * none when another team still has that name): /partits's filter and the team's calendar subscription, by id, keep
 * showing them (decision 172).
 */
/**
 * What makes a team the team (its name is how matches name it, decision 160): only a role that writes teams changes
 * these; the communication volunteer ('teams.text') changes the public texts and the photo (decision 187).
 */
export const teamIdentityFields = ['name', 'category', 'division', 'playerCount'] as const;

/** The team as it was sent back unchanged in its identity fields, or the names of those that would change. */
export class TeamIdentityChanged extends Error {
  readonly fields: string[];
  constructor(fields: string[]) {
    super('team identity changed');
    this.fields = fields;
  }
}

/**
 * PUT /api/teams/{id}. `textsOnly`: the identity fields must come back as they are stored (a full form sends them
 * unchanged); any that would change throws TeamIdentityChanged and nothing is written.
 */
export async function updateTeam(db: DbOrTx, id: number, input: TeamValues, textsOnly = false): Promise<Team | undefined> {
  const { imageUrl, ...rest } = input;
  const image = imageUrl ? await resolveImageRef(db, imageUrl) : undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: teams.name, category: teams.category, division: teams.division, playerCount: teams.playerCount })
      .from(teams)
      .where(eq(teams.id, id))
      .for('update');
    if (!before) return undefined;
    if (textsOnly) {
      const changed = teamIdentityFields.filter((f) => before[f] !== rest[f]);
      if (changed.length > 0) throw new TeamIdentityChanged(changed);
    }
    const [row] = await tx
      .update(teams)
      .set(image ? { ...rest, imageUrl: image } : rest)
      .where(eq(teams.id, id))
      .returning(teamColumns);
    if (row && row.name !== before.name) await renameInMatches(tx, before.name, row.name);
    return row;
  });
}

async function renameInMatches(tx: DbOrTx, from: string, to: string): Promise<void> {
  const [namesake] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.name, from)).limit(1);
  if (namesake) return;
  await tx.update(matches).set({ homeTeam: to }).where(eq(matches.homeTeam, from));
  await tx.update(matches).set({ awayTeam: to }).where(eq(matches.awayTeam, from));
}

export async function deleteTeam(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}
