import fc from 'fast-check';
import type { Db } from '#server/db/client.ts';
import { clubRegistrations, matches, schoolRegistrations, seasons } from '#server/db/schema.ts';

/**
 * Season bodies for the property tests of POST /api/admin/seasons and PUT /api/seasons/{id}: well-formed seasons
 * (some near the test data's, so a few are saved), near misses, and anything JSON.
 */
const date = fc.oneof(
  fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2025-07-01', '2026-06-30', '2026-07-01', '2027-06-30', '2026-02-29', '2028-02-29', '0000-01-01', '9999-12-31', ''),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(null),
);
const label = fc.oneof(
  fc.integer({ min: 1990, max: 3100 }).map((y) => `${y}/${y + 1}`),
  fc.integer({ min: 2020, max: 2032 }).map((y) => `${y}/${y + 1}`),
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 })).map(([a, b]) => `${a}/${b}`),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
);
export const seasonBody = fc.oneof(fc.record({ label, startsOn: date, endsOn: date }, { requiredKeys: [] }), fc.jsonValue());

/**
 * Back to an empty database's seasons: 2025/2026 alone (1 July to 30 June), open, with no registration and no match
 * (a test may have renamed, moved or deleted it).
 */
export async function backToOneOpenSeason(db: Db): Promise<void> {
  await db.delete(clubRegistrations);
  await db.delete(schoolRegistrations);
  await db.delete(matches);
  await db.delete(seasons);
  await db.insert(seasons).values({ label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30', openForRegistrations: true });
}
