// What the database holds after a rush, read beside the app instances: the sign-ups, the live holds and the waiting
// list's live entries (waiting or offered) in its stored order (decision 180: coalesce(sort_key, id), then id),
// compared with what the families were told.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { campus, campusRegistrations, campusWaitlist, checkouts } from '#server/db/schema.ts';
import type { RushFamily } from './rush-family.ts';

export type RushStored = {
  maxParticipants: number;
  signUps: number;
  paidSignUps: number;
  /** Checkouts still holding a place (a payment started and never finished): counted as taken. */
  liveHolds: number;
  /** Places taken beyond the campus's capacity (target 0). */
  overCapacity: number;
  waitlistEntries: number;
  /** Families told 201 whose sign-up or entry is not stored, or stored rows no family was told about. */
  mismatches: string[];
};

export async function readRush(db: Db, campusId: number, families: RushFamily[]): Promise<RushStored> {
  const [c] = await db.select({ max: campus.maxParticipants }).from(campus).where(eq(campus.id, campusId));
  const regs = await db
    .select({ id: campusRegistrations.id, method: campusRegistrations.paymentMethod })
    .from(campusRegistrations)
    .where(eq(campusRegistrations.campusId, campusId));
  const [holds] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkouts)
    .where(and(eq(checkouts.campusId, campusId), eq(checkouts.status, 'reserved'), eq(checkouts.held, true), gt(checkouts.expiresAt, sql`now()`)));
  const entries = await db
    .select({ id: campusWaitlist.id })
    .from(campusWaitlist)
    .where(and(eq(campusWaitlist.campusId, campusId), inArray(campusWaitlist.status, ['waiting', 'offered'])))
    .orderBy(asc(sql`coalesce(${campusWaitlist.sortKey}, ${campusWaitlist.id})`), asc(campusWaitlist.id));

  const mismatches: string[] = [];
  const storedRegs = new Set(regs.map((r) => r.id));
  const toldRegs = families.filter((f) => f.outcome === 'place').map((f) => f.registrationId);
  for (const id of toldRegs) if (!storedRegs.has(id!)) mismatches.push(`sign-up ${id} told 201 but not stored`);
  if (regs.length !== toldRegs.length) mismatches.push(`${regs.length} sign-ups stored, ${toldRegs.length} families told 201`);
  // The stored list, in its order, is the families' told positions: entry at rank k was told position k.
  const rankOf = new Map(entries.map((e, k) => [e.id, k + 1]));
  for (const f of families) {
    if (!f.entry) continue;
    const rank = rankOf.get(f.entry.id);
    if (rank !== f.entry.position) mismatches.push(`family ${f.index} told position ${f.entry.position}, stored at ${rank ?? 'nowhere'}`);
  }
  const told = families.filter((f) => f.entry).length;
  if (entries.length !== told) mismatches.push(`${entries.length} entries in line, ${told} families told 201`);

  const max = c?.max ?? 0;
  return {
    maxParticipants: max,
    signUps: regs.length,
    paidSignUps: regs.filter((r) => r.method !== 'free').length,
    liveHolds: holds?.n ?? 0,
    overCapacity: Math.max(0, regs.length + (holds?.n ?? 0) - max),
    waitlistEntries: entries.length,
    mismatches,
  };
}
