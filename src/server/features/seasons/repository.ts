import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { seasons } from '#server/db/schema.ts';

export const seasonColumns = {
  id: seasons.id,
  label: seasons.label,
  startsOn: seasons.startsOn,
  endsOn: seasons.endsOn,
  openForRegistrations: seasons.openForRegistrations,
};

/** The season open for club and school registrations, if the club has one open. */
export async function findOpenSeason(db: DbOrTx) {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.openForRegistrations, true)).limit(1);
  return row;
}
