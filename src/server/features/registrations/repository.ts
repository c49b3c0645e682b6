import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { clubRegistrations, clubSearchColumns, schoolRegistrations, schoolSearchColumns } from '#server/db/schema.ts';
import { markedTable, type TableSpec, tablePage } from '#server/features/back-office/table-page.ts';
import { childKey } from '#server/features/members/fold.ts';
import { deleteMailsAbout, type MailRefKind, mailRef } from '#server/mail/queue.ts';
import { maskTail, type RegistrationRow, type TableQuery } from '#shared/schemas/admin-table.ts';
import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import { resolvedDocumentType } from '#shared/validation/identity-document.ts';

const now = sql`now()`;
/** The times of the consents both forms ask for (schema.ts directDebitAndConsents): given now. */
const bothFormsConsentedNow = { sepaAuthorizationAt: now, privacyAuthorizationAt: now, imageRightsAuthorizationAt: now };

type Timestamps<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

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
    .values({
      ...v,
      playerDocumentType: resolvedDocumentType(v.playerDocumentType, v.playerDni),
      seasonId,
      // The club form has one name field (name and surnames): folded alike, the split does not matter.
      playerKey: childKey(v.playerName, '', v.birthDate),
      ...bothFormsConsentedNow,
    })
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
      playerDocumentType: resolvedDocumentType(v.playerDocumentType, v.playerDni),
      guardianDocumentType: resolvedDocumentType(v.guardianDocumentType, v.guardianDni),
      authorizedPersonDocumentType: resolvedDocumentType(v.authorizedPersonDocumentType, v.authorizedPersonDni),
      seasonId,
      playerKey: childKey(v.playerName, v.playerSurname, v.birthDate),
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

// ── The back office's tables (decision 158) ───────────────────────────────────────

type SeasonTableQuery = TableQuery & { season?: number | undefined };

/** One page of a registration table: `toRow` picks what the list shows, with DNI and IBAN masked. */
function registrationTable<T extends typeof clubRegistrations | typeof schoolRegistrations>(
  table: T,
  spec: Pick<TableSpec, 'name' | 'search'>,
  toRow: (
    row: T['$inferSelect'],
  ) => Omit<RegistrationRow, 'id' | 'createdAt' | 'dni' | 'documentType' | 'iban' | 'processedAt' | 'processedBy' | 'sepaAuthorization'> & {
    dni: string;
  },
) {
  const t = table as typeof clubRegistrations;
  const marked = markedTable(t, spec.name, spec.search);
  return {
    async page(db: DbOrTx, query: SeasonTableQuery) {
      const page = await tablePage<T['$inferSelect']>(db, marked.spec, query, [query.season === undefined ? undefined : eq(t.seasonId, query.season)]);
      return {
        ...page,
        rows: page.rows.map((row): RegistrationRow => {
          const own = toRow(row);
          return {
            ...own,
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            // The player's document: its type beside the masked number (issue 13 item 2).
            documentType: row.playerDocumentType,
            dni: maskTail(own.dni) ?? '',
            iban: maskTail(row.iban) ?? '',
            sepaAuthorization: row.sepaAuthorization,
            processedAt: row.processedAt?.toISOString() ?? null,
            processedBy: row.processedBy,
          };
        }),
      };
    },
    mark: marked.mark,
  };
}

export const { page: pageClubRegistrations, mark: markClubRegistration } = registrationTable(
  clubRegistrations,
  { name: clubRegistrations.playerName, search: clubSearchColumns(clubRegistrations) },
  (r) => ({ name: r.playerName, guardian: r.guardianName, email: r.guardianEmail, phone: r.guardianPhone, dni: r.playerDni }),
);

export const { page: pageSchoolRegistrations, mark: markSchoolRegistration } = registrationTable(
  schoolRegistrations,
  {
    name: sql`${schoolRegistrations.playerSurname} || ' ' || ${schoolRegistrations.playerName}`,
    search: schoolSearchColumns(schoolRegistrations),
  },
  (r) => ({
    name: `${r.playerName} ${r.playerSurname}`,
    guardian: `${r.guardianName} ${r.guardianSurname}`,
    email: r.guardianEmail,
    phone: r.guardianMobilePhone,
    dni: r.playerDni,
  }),
);
