import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalOrderViolations, positionGaps, type RushFamily, rushFamily } from '../../bench/lib/rush-family.ts';
import { readRush } from '../../bench/lib/rush-stored.ts';
import { onPostgres } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';
import { yearsBefore } from '../helpers/registrations.ts';

/**
 * The opening-hour rush (issue 14 item 2) at test size: 60 families for 8 places, over real HTTP on two instances on
 * one PostgreSQL, the same family flow as `npm run bench`'s rush (bench/lib/rush-family.ts). PostgreSQL only: PGlite
 * runs one query at a time, so nothing would race.
 */
describe.skipIf(!onPostgres)('campus rush: 60 families, 8 places, two instances (PostgreSQL; skipped on PGlite)', () => {
  let instances: Instance[];
  let dispose: (() => Promise<void>) | undefined;
  // Each family is its own client (X-Forwarded-For), as behind the club's proxy.
  beforeAll(async () => {
    const two = await instancesOnPostgres(2, { trustProxy: 1 });
    instances = two.instances;
    dispose = two.dispose;
  });
  afterAll(() => dispose?.());

  const families = 60;
  const places = 8;
  /** Six bursts of ten families at the same instant, 500 ms apart: real races inside a burst, a known order between bursts. */
  const burst = 10;
  const burstGapMs = 500;

  let result: RushFamily[];
  let campusId: number;
  beforeAll(async () => {
    const db = instances[0]!.database.db;
    // Free for club members; every fourth family is not one and pays 120 € with the test card.
    const c = await seedCampus(db, { maxParticipants: places, priceClubMember: '0.00', priceNonMember: '120.00' });
    campusId = c.id;
    const birthDate = yearsBefore(c.startDate, 10);
    result = await Promise.all(
      Array.from({ length: families }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.floor(i / burst) * burstGapMs));
        return rushFamily({
          base: instances[i % 2]!.url,
          campusId: c.id,
          index: i,
          birthDate,
          paying: i % 4 === 3,
          ip: `10.77.${i >> 8}.${(i & 255) + 1}`,
        });
      }),
    );
  });

  it('no request answered 5xx and every family ends with a place or a place in line', () => {
    const statuses = result.flatMap((f) => f.requests.map((r) => r.status));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(result.filter((f) => f.problem).map((f) => `${f.index}: ${f.problem}`)).toEqual([]);
  });

  it('exactly 8 sign-ups are stored, none over capacity, and some of them were paid', async () => {
    const stored = await readRush(instances[0]!.database.db, campusId, result);
    expect(stored.signUps).toBe(places);
    expect(stored.overCapacity).toBe(0);
    expect(stored.liveHolds).toBe(0);
    expect(stored.paidSignUps).toBeGreaterThan(0);
    expect(result.filter((f) => f.outcome === 'place')).toHaveLength(places);
  });

  it('the other 52 are on the list with positions 1..52, no gap, no duplicate, stored in the order they were told', async () => {
    expect(result.filter((f) => f.outcome === 'waitlist')).toHaveLength(families - places);
    expect(positionGaps(result)).toEqual({ missing: [], repeated: [] });
    const stored = await readRush(instances[0]!.database.db, campusId, result);
    expect(stored.waitlistEntries).toBe(families - places);
    expect(stored.mismatches).toEqual([]);
  });

  it('a family whose join was answered before another family asked is ahead of it in the list (arrival order)', () => {
    const order = arrivalOrderViolations(result);
    expect(order.violations).toEqual([]);
    // The bursts make the rule bite: families of a later burst asked after earlier ones were answered.
    expect(order.constrainedPairs).toBeGreaterThan(100);
  });
});
