import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';
import { matchColumns } from '#server/features/matches/repository.ts';
import type { Match, matchInputSchema, matchPatchSchema } from '#shared/schemas/match.ts';

/** A new match is always scheduled (SPEC §4), with no scores. */
export async function createMatch(db: DbOrTx, input: z.output<typeof matchInputSchema>): Promise<Match> {
  const [row] = await db
    .insert(matches)
    .values({ ...input, status: 'scheduled', homeScore: null, awayScore: null })
    .returning(matchColumns);
  return row!;
}

/** Updates the given fields (the administrator sets status and scores freely). Undefined for an unknown id. */
export async function updateMatch(
  db: DbOrTx,
  id: number,
  input: z.output<typeof matchPatchSchema>,
): Promise<Match | undefined> {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) {
    const [row] = await db.select(matchColumns).from(matches).where(eq(matches.id, id)).limit(1);
    return row;
  }
  const [row] = await db.update(matches).set(set).where(eq(matches.id, id)).returning(matchColumns);
  return row;
}

export async function deleteMatch(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  return rows.length > 0;
}
