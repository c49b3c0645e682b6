import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';
import { matchColumns } from '#server/features/matches/repository.ts';
import { ensureSeasonForDate } from '#server/features/seasons/repository.ts';
import type { Match, matchInputSchema, matchPatchSchema } from '#shared/schemas/match.ts';

/**
 * A new match is always scheduled (SPEC §4), with no scores; its season exists once it is saved (decision 156). The
 * match is written before its season is made sure of, as updateMatch does: a season being corrected or deleted
 * locks matches, then seasons (decision 160), and the same order here cannot deadlock with it.
 */
export async function createMatch(db: DbOrTx, input: z.output<typeof matchInputSchema>): Promise<Match> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({ ...input, status: 'scheduled', homeScore: null, awayScore: null })
      .returning(matchColumns);
    await ensureSeasonForDate(tx, input.matchDate);
    return row!;
  });
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
  return db.transaction(async (tx) => {
    const [row] = await tx.update(matches).set(set).where(eq(matches.id, id)).returning(matchColumns);
    if (row && input.matchDate) await ensureSeasonForDate(tx, row.matchDate);
    return row;
  });
}

export async function deleteMatch(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  return rows.length > 0;
}
