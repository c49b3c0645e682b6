import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { deleteMailsAbout, type MailRefKind, mailRef } from '#server/mail/queue.ts';
import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';

const now = sql`now()`;
/** The times of the consents both forms ask for (schema.ts directDebitAndConsents): given now. */
const bothFormsConsentedNow = { sepaAuthorizationAt: now, privacyAuthorizationAt: now, imageRightsAuthorizationAt: now };

type Timestamps<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

function isoTimes<T extends Record<string, unknown>>(row: T): Timestamps<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as Timestamps<T>;
}

/**
 * Listing, reading and deleting work alike for both forms: oldest first, dates as ISO strings; deleting a
 * registration deletes its mails, sent or not (issue 10 item 9).
 */
function registrationRecords<T extends typeof clubRegistrations | typeof schoolRegistrations>(table: T, mailKind: MailRefKind) {
  type Row = T['$inferSelect'];
  const registrations = table as typeof clubRegistrations | typeof schoolRegistrations;
  return {
    /** One season's registrations, or every season's without `seasonId` (decision 155). */
    async list(db: DbOrTx, seasonId?: number) {
      const rows = await db
        .select()
        .from(registrations)
        .where(seasonId === undefined ? undefined : eq(registrations.seasonId, seasonId))
        .orderBy(asc(registrations.createdAt), asc(registrations.id));
      return (rows as Row[]).map(isoTimes);
    },
    async get(db: DbOrTx, id: number) {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row ? isoTimes(row as Row) : undefined;
    },
    async delete(db: Db, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
        if (rows.length > 0) await deleteMailsAbout(tx, [mailRef(mailKind, id)]);
        return rows.length > 0;
      });
    },
  };
}

// ── Club ───────────────────────────────────────────────────────────────────────

/** Stores a club registration; each consent answer gets the time it was given (GDPR art. 7(1)). */
export async function insertClubRegistration(tx: DbOrTx, v: ClubRegistrationValues, seasonId: number): Promise<number> {
  const [row] = await tx
    .insert(clubRegistrations)
    .values({ ...v, seasonId, ...bothFormsConsentedNow })
    .returning({ id: clubRegistrations.id });
  return row!.id;
}

export const {
  list: listClubRegistrations,
  get: getClubRegistration,
  delete: deleteClubRegistration,
} = registrationRecords(clubRegistrations, 'club_registration');

// ── Schools ────────────────────────────────────────────────────────────────────

export async function insertSchoolRegistration(tx: DbOrTx, v: SchoolRegistrationValues, seasonId: number): Promise<number> {
  const [row] = await tx
    .insert(schoolRegistrations)
    .values({
      ...v,
      seasonId,
      medicalEmergencyConsentAt: now,
      medicationAdministrationConsentAt: now,
      ...bothFormsConsentedNow,
    })
    .returning({ id: schoolRegistrations.id });
  return row!.id;
}

export const {
  list: listSchoolRegistrations,
  get: getSchoolRegistration,
  delete: deleteSchoolRegistration,
} = registrationRecords(schoolRegistrations, 'school_registration');
