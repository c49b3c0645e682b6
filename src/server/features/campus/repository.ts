import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';

/** Places taken: stored sign-ups plus payments still running (reserved, not yet expired). */
const placesTaken = sql<number>`(
  (select count(*) from ${campusRegistrations} where ${campusRegistrations.campusId} = ${campus.id})
  + (select count(*) from ${checkouts} where ${checkouts.campusId} = ${campus.id}
       and ${checkouts.status} = 'reserved' and ${checkouts.expiresAt} > now())
)::int`;

export const campusColumns = {
  id: campus.id,
  name: campus.name,
  description: campus.description,
  startDate: campus.startDate,
  endDate: campus.endDate,
  ageMin: campus.ageMin,
  ageMax: campus.ageMax,
  priceClubMember: campus.priceClubMember,
  priceNonMember: campus.priceNonMember,
  maxParticipants: campus.maxParticipants,
  imageUrl: campus.imageUrl,
  isActive: campus.isActive,
  placesLeft: sql<number>`greatest(${campus.maxParticipants} - ${placesTaken}, 0)::int`,
};

/** The campuses offered to families: active ones only, soonest first. */
export function listActiveCampus(db: DbOrTx) {
  return db
    .select(campusColumns)
    .from(campus)
    .where(eq(campus.isActive, true))
    .orderBy(asc(campus.startDate), asc(campus.id));
}

export function campusIsOpen(db: DbOrTx, id: number) {
  return db
    .select({ id: campus.id })
    .from(campus)
    .where(and(eq(campus.id, id), eq(campus.isActive, true), gt(campus.maxParticipants, 0)))
    .limit(1);
}
