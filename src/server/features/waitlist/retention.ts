import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { campus, campusWaitlist, checkouts } from '#server/db/schema.ts';
import { liveStatuses } from '#server/features/places/repository.ts';
import { confirmHours } from '#server/features/waitlist/service.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/**
 * How long the waiting list keeps a family's data once it can no longer be used (decision 180, the privacy
 * notice): an entry that ended (accepted, expired, declined, left, removed) is still shown in the admin's list and
 * on the family page for this long, and then goes; so does every entry of a campus that ended this long ago.
 */
export const waitlistRetentionDays = 30;

/**
 * Deletes (with their children, by cascade, and their mails, sent or not) the waiting-list entries past
 * `waitlistRetentionDays`: ended ones (by `endedAt`, or when it was joined for a row without it), and every entry of
 * a campus whose last day (Madrid) is that long ago. Never an entry with a payment running for its offer (a
 * 'reserved' checkout): the sweep settles that payment first, and the entry goes on a later turn. No place is
 * offered: an ended entry held none, and a campus over a month ago offers nothing (offer links refuse an ended
 * campus, so no new payment can start for those entries either). At most `limit` entries a turn; returns how many.
 */
export async function purgeOldWaitlistEntries(db: Db, limit = 200): Promise<number> {
  const before = sql`now() - make_interval(days => ${waitlistRetentionDays})`;
  const campusEndedLongAgo = sql`(now() at time zone 'Europe/Madrid')::date - ${waitlistRetentionDays}::int`;
  const due = db
    .select({ id: campusWaitlist.id })
    .from(campusWaitlist)
    .innerJoin(campus, eq(campus.id, campusWaitlist.campusId))
    .where(
      and(
        or(
          and(
            notInArray(campusWaitlist.status, [...liveStatuses]),
            sql`coalesce(${campusWaitlist.endedAt}, ${campusWaitlist.createdAt}) < ${before}`,
          ),
          sql`${campus.endDate} < ${campusEndedLongAgo}`,
        ),
        sql`not exists (select 1 from ${checkouts} where ${checkouts.kind} = 'waitlist' and ${checkouts.status} = 'reserved'
          and (${checkouts.registrationData}->>'entryId')::int = ${campusWaitlist.id})`,
      ),
    )
    .limit(limit);
  return db.transaction(async (tx) => {
    const gone = await tx.delete(campusWaitlist).where(inArray(campusWaitlist.id, due)).returning({ id: campusWaitlist.id });
    await deleteMailsAbout(
      tx,
      gone.map((r) => mailRef('campus_waitlist', r.id)),
    );
    return gone.length;
  });
}

/**
 * The sweep's part: entries left unconfirmed `confirmHours` after joining are deleted with their children and their
 * mails — they held no place and were never offered one, and their address was never proven. Returns how many.
 */
export async function lapseUnconfirmedEntries(db: Db, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: campusWaitlist.id })
      .from(campusWaitlist)
      .where(
        and(
          eq(campusWaitlist.status, 'waiting'),
          isNull(campusWaitlist.confirmedAt),
          lt(campusWaitlist.createdAt, sql`now() - make_interval(hours => ${confirmHours})`),
        ),
      )
      .limit(limit);
    // Unconfirmed checked again on the row itself: a confirmation that commits meanwhile keeps its entry.
    const gone = await tx
      .delete(campusWaitlist)
      .where(and(inArray(campusWaitlist.id, due), isNull(campusWaitlist.confirmedAt), eq(campusWaitlist.status, 'waiting')))
      .returning({ id: campusWaitlist.id });
    await deleteMailsAbout(
      tx,
      gone.map((r) => mailRef('campus_waitlist', r.id)),
    );
    return gone.length;
  });
}
