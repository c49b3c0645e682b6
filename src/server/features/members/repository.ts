import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  campus,
  campusMembershipReviews,
  campusRegistrations,
  clubMembers,
  clubRegistrations,
  schoolRegistrations,
} from '#server/db/schema.ts';
import type { ClubMemberValues, MembershipReview } from '#shared/schemas/club-members.ts';
import { personKey } from '#server/features/members/fold.ts';

const memberColumns = {
  id: clubMembers.id,
  name: clubMembers.name,
  surname: clubMembers.surname,
  birthDate: clubMembers.birthDate,
  email: clubMembers.email,
  createdAt: clubMembers.createdAt,
};

const collator = new Intl.Collator('ca', { sensitivity: 'base' });

/** The member list, by surname then name as a Catalan reader sorts them. */
export async function listMembers(db: DbOrTx) {
  const rows = await db.select(memberColumns).from(clubMembers);
  return rows
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
    .sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.name, b.name) || a.id - b.id);
}

const rowOf = (m: ClubMemberValues) => {
  const nameKey = personKey(m.name, m.surname);
  return { ...m, nameKey, dedupeKey: `${nameKey}|${m.birthDate ?? ''}` };
};

/** Adds members, skipping anyone already on the list (same folded name and birth date). Returns how many were new. */
export async function insertMembers(db: DbOrTx, members: ClubMemberValues[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < members.length; i += 500) {
    const rows = await db
      .insert(clubMembers)
      .values(members.slice(i, i + 500).map(rowOf))
      .onConflictDoNothing({ target: clubMembers.dedupeKey })
      .returning({ id: clubMembers.id });
    added += rows.length;
  }
  return added;
}

/** One member typed by hand; undefined when the same person is already on the list. */
export async function insertMember(db: DbOrTx, member: ClubMemberValues) {
  const [row] = await db
    .insert(clubMembers)
    .values(rowOf(member))
    .onConflictDoNothing({ target: clubMembers.dedupeKey })
    .returning(memberColumns);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
}

export async function countMembers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clubMembers);
  return Number(row?.n ?? 0);
}

export async function deleteMember(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(clubMembers).where(eq(clubMembers.id, id)).returning({ id: clubMembers.id });
  return rows.length > 0;
}

/** Empties the list (a new season's list is imported after). */
export async function deleteAllMembers(db: DbOrTx): Promise<number> {
  const rows = await db.delete(clubMembers).returning({ id: clubMembers.id });
  return rows.length;
}

// ── What a claim is checked against ───────────────────────────────────────────

/** Only the fields matching needs: folded names, birth dates and e-mails (no other personal data is read). */
export async function loadMatchSources(db: DbOrTx) {
  const [members, club, school] = await Promise.all([
    db.select({ nameKey: clubMembers.nameKey, birthDate: clubMembers.birthDate, email: clubMembers.email }).from(clubMembers),
    db.select({ playerName: clubRegistrations.playerName, birthDate: clubRegistrations.birthDate }).from(clubRegistrations),
    db
      .select({
        playerName: schoolRegistrations.playerName,
        playerSurname: schoolRegistrations.playerSurname,
        birthDate: schoolRegistrations.birthDate,
      })
      .from(schoolRegistrations),
  ]);
  return { members, club, school };
}

export function loadCampusPrices(db: DbOrTx) {
  return db
    .select({ id: campus.id, priceClubMember: campus.priceClubMember, priceNonMember: campus.priceNonMember })
    .from(campus);
}

export function loadReviews(db: DbOrTx) {
  return db.select().from(campusMembershipReviews);
}

export async function findRegistrationClaim(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: campusRegistrations.id, isClubMember: campusRegistrations.isClubMember })
    .from(campusRegistrations)
    .where(eq(campusRegistrations.id, id))
    .limit(1)
    .for('key share');
  return row;
}

/** Sets the admin's mark (its time is now); a mark set again gets the new time and author. */
export async function upsertReview(db: DbOrTx, registrationId: number, review: MembershipReview, reviewedBy: string | null) {
  const reviewedAt = new Date();
  const [row] = await db
    .insert(campusMembershipReviews)
    .values({ registrationId, review, reviewedBy, reviewedAt })
    .onConflictDoUpdate({ target: campusMembershipReviews.registrationId, set: { review, reviewedBy, reviewedAt } })
    .returning();
  return row!;
}

export async function deleteReview(db: DbOrTx, registrationId: number): Promise<void> {
  await db.delete(campusMembershipReviews).where(eq(campusMembershipReviews.registrationId, registrationId));
}
