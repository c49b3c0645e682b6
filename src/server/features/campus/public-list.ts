import { z } from 'zod';
import { campusResponses } from '#shared/endpoints/campus-responses.ts';
import { todayInMadrid } from '#shared/dates.ts';
import type { Freshness } from '#server/cache/public-cache.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { listActiveCampus } from '#server/features/campus/repository.ts';

/**
 * How long one copy of the public campus list is served (decision 193). Its places left also change without a write
 * (a held payment or a waiting-list offer runs out), so a copy lives one second at most; a write on this instance
 * drops it at once, as it drops every public list. The server decides every sign-up under the campus lock: a second
 * of an older figure on the page never gives away a place.
 */
export const campusListFreshness: Freshness = { maxAgeMs: 1000 };

/**
 * GET /api/campus's answer as the public cache holds it: active campuses not ended yet, "today" in Madrid taken when
 * the copy is made (decision 157) and part of its key, so a copy never outlives its day.
 */
export function campusListAnswer(db: DbOrTx): { key: string; load: () => Promise<unknown>; freshness: Freshness } {
  const today = todayInMadrid();
  return {
    key: `campus:${today}`,
    load: async () => z.encode(campusResponses.list, await listActiveCampus(db, today)),
    freshness: campusListFreshness,
  };
}
