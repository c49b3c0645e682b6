import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';
import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';

const now = sql`now()`;

type Timestamps<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

function isoTimes<T extends Record<string, unknown>>(row: T): Timestamps<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as Timestamps<T>;
}

// ── Club ───────────────────────────────────────────────────────────────────────

/** Stores a club registration; each consent answer gets the time it was given (GDPR art. 7(1)). */
export async function insertClubRegistration(tx: DbOrTx, v: ClubRegistrationValues): Promise<number> {
  const [row] = await tx
    .insert(clubRegistrations)
    .values({
      ...v,
      sepaAuthorizationAt: now,
      privacyAuthorizationAt: now,
      imageRightsAuthorizationAt: now,
    })
    .returning({ id: clubRegistrations.id });
  return row!.id;
}

export async function listClubRegistrations(db: DbOrTx) {
  const rows = await db.select().from(clubRegistrations).orderBy(asc(clubRegistrations.createdAt), asc(clubRegistrations.id));
  return rows.map(isoTimes);
}

export async function getClubRegistration(db: DbOrTx, id: number) {
  const [row] = await db.select().from(clubRegistrations).where(eq(clubRegistrations.id, id)).limit(1);
  return row ? isoTimes(row) : undefined;
}

/** Deletes a registration and its mails, sent or not (issue 10 item 9). */
export async function deleteClubRegistration(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(clubRegistrations).where(eq(clubRegistrations.id, id)).returning({ id: clubRegistrations.id });
    if (rows.length > 0) await deleteMailsAbout(tx, [mailRef('club_registration', id)]);
    return rows.length > 0;
  });
}

// ── Schools ────────────────────────────────────────────────────────────────────

export async function insertSchoolRegistration(tx: DbOrTx, v: SchoolRegistrationValues): Promise<number> {
  const [row] = await tx
    .insert(schoolRegistrations)
    .values({
      ...v,
      medicalEmergencyConsentAt: now,
      medicationAdministrationConsentAt: now,
      sepaAuthorizationAt: now,
      privacyAuthorizationAt: now,
      imageRightsAuthorizationAt: now,
    })
    .returning({ id: schoolRegistrations.id });
  return row!.id;
}

export async function listSchoolRegistrations(db: DbOrTx) {
  const rows = await db
    .select()
    .from(schoolRegistrations)
    .orderBy(asc(schoolRegistrations.createdAt), asc(schoolRegistrations.id));
  return rows.map(isoTimes);
}

export async function getSchoolRegistration(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schoolRegistrations).where(eq(schoolRegistrations.id, id)).limit(1);
  return row ? isoTimes(row) : undefined;
}

export async function deleteSchoolRegistration(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(schoolRegistrations)
      .where(eq(schoolRegistrations.id, id))
      .returning({ id: schoolRegistrations.id });
    if (rows.length > 0) await deleteMailsAbout(tx, [mailRef('school_registration', id)]);
    return rows.length > 0;
  });
}
