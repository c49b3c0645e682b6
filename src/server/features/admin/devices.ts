import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminDevices, users } from '#server/db/schema.ts';
import { sessionIdOf } from '#server/features/admin/sessions.ts';

/**
 * Trusted devices (issue 10 item 5, decision 051): every successful login gives the browser a new random device
 * token (the old one is retired), valid 90 days; the table keeps its SHA-256 only. A password change ends them all.
 */
export const deviceLimits = { maxAgeMs: 90 * 24 * 60 * 60 * 1000, perUser: 10 } as const;

const maxAge = sql.raw(`interval '${deviceLimits.maxAgeMs / 1000} seconds'`);

export type TrustedDevice = { id: string; userId: number; username: string };

export async function createDevice(db: DbOrTx, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminDevices).values({ id: sessionIdOf(token), userId, expiresAt: sql`now() + ${maxAge}` });
  return token;
}

/** The device this token names, if it is still valid. */
export async function findDevice(db: DbOrTx, token: string): Promise<TrustedDevice | undefined> {
  const [row] = await db
    .select({ id: adminDevices.id, userId: adminDevices.userId, username: users.username })
    .from(adminDevices)
    .innerJoin(users, eq(users.id, adminDevices.userId))
    .where(and(eq(adminDevices.id, sessionIdOf(token)), gt(adminDevices.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteDevice(db: DbOrTx, id: string): Promise<void> {
  await db.delete(adminDevices).where(eq(adminDevices.id, id));
}

/** Drops this user's expired devices and all but the newest few (one per browser the admin uses is plenty). */
export async function pruneDevices(db: DbOrTx, userId: number): Promise<void> {
  const newest = db
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .where(eq(adminDevices.userId, userId))
    .orderBy(sql`${adminDevices.createdAt} desc`)
    .limit(deviceLimits.perUser);
  await db
    .delete(adminDevices)
    .where(
      or(
        lt(adminDevices.expiresAt, sql`now()`),
        and(eq(adminDevices.userId, userId), notInArray(adminDevices.id, newest)),
      ),
    );
}
