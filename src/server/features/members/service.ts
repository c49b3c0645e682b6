import { centsToString, toCents } from '#shared/money.ts';
import type { CampusRegistration } from '#shared/schemas/campus-registration.ts';
import {
  type ClubMembersImportResult,
  clubMemberMessages as m,
  type Membership,
  type MembershipReview,
  type MembershipSource,
  maxImportRows,
} from '#shared/schemas/club-members.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { parseMemberList } from '#server/features/members/csv.ts';
import { foldEmail, foldName, personKey } from '#server/features/members/fold.ts';
import {
  countMembers,
  deleteAllMembers,
  deleteReview,
  findRegistrationClaim,
  insertMembers,
  loadCampusPrices,
  loadMatchSources,
  loadReviews,
  upsertReview,
} from '#server/features/members/repository.ts';
import { badRequest, conflict, notFound } from '#server/http-error.ts';

/**
 * POST /api/club-members/import: every line is read first; one bad line refuses the whole import (400, each bad
 * line named in `fieldErrors.csv`) and nothing is written. `replace` empties the list in the same transaction.
 */
export async function importMembers(db: Db, csv: string, replace: boolean): Promise<ClubMembersImportResult> {
  // Bounded before any line is read (a header row may come on top of the rows).
  let lines = 0;
  for (const line of csv.split(/\r\n|\n|\r/)) if (line.trim() !== '') lines++;
  if (lines > maxImportRows + 1) throw badRequest(m.csvTooLong, { csv: [m.csvTooLong] });
  const { members, errors } = parseMemberList(csv);
  if (errors.length > 0) throw badRequest(m.csvInvalid, { csv: errors });
  if (members.length === 0) throw badRequest(m.csvEmpty, { csv: [m.csvEmpty] });
  if (members.length > maxImportRows) throw badRequest(m.csvTooLong, { csv: [m.csvTooLong] });
  return db.transaction(async (tx) => {
    if (replace) await deleteAllMembers(tx);
    const added = await insertMembers(tx, members);
    return { read: members.length, added, duplicates: members.length - added, total: await countMembers(tx) };
  });
}

type MatchIndex = {
  /** Folded name → the birth dates listed for it (null: listed without one, so any birth date matches). */
  names: Map<string, (string | null)[]>;
  emails: Set<string>;
  /** Folded name + birth date of children with a club or school registration. */
  registrations: Map<string, MembershipSource>;
};

async function buildIndex(db: DbOrTx): Promise<MatchIndex> {
  const { members, club, school } = await loadMatchSources(db);
  const names = new Map<string, (string | null)[]>();
  const emails = new Set<string>();
  for (const member of members) {
    names.set(member.nameKey, [...(names.get(member.nameKey) ?? []), member.birthDate]);
    if (member.email) emails.add(foldEmail(member.email));
  }
  const registrations = new Map<string, MembershipSource>();
  for (const r of school) registrations.set(`${personKey(r.playerName, r.playerSurname)}|${r.birthDate}`, 'school_registration');
  // The club form has one "name and surnames" field.
  for (const r of club) registrations.set(`${foldName(r.playerName)}|${r.birthDate}`, 'club_registration');
  return { names, emails, registrations };
}

/** What confirms this child's membership, if anything (the list by name first, then by e-mail, then registrations). */
function matchOf(index: MatchIndex, reg: Pick<CampusRegistration, 'childName' | 'childSurname' | 'birthDate' | 'parentEmail'>) {
  const key = personKey(reg.childName, reg.childSurname);
  const dates = index.names.get(key);
  if (dates?.some((d) => d === null || d === reg.birthDate)) return 'member_name';
  if (index.emails.has(foldEmail(reg.parentEmail))) return 'member_email';
  return index.registrations.get(`${key}|${reg.birthDate}`) ?? null;
}

/**
 * The admin list's membership column (issue 10 item 4): for each sign-up, whether the family claimed the member
 * price, whether the member list (or a club or school registration of the same child) confirms it, what the family
 * would owe if not (the campus's non-member price minus its member price), and the admin's own mark.
 */
export async function withMembership<T extends CampusRegistration>(
  db: DbOrTx,
  rows: T[],
): Promise<(T & { membership: Membership })[]> {
  const claimed = rows.some((r) => r.isClubMember);
  const [index, prices, reviews] = claimed
    ? await Promise.all([buildIndex(db), loadCampusPrices(db), loadReviews(db)])
    : [undefined, [], []];
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  const reviewOf = new Map(reviews.map((r) => [r.registrationId, r]));
  return rows.map((row) => {
    const review = reviewOf.get(row.id);
    const base = {
      review: (review?.review as MembershipReview | undefined) ?? null,
      reviewedAt: review?.reviewedAt.toISOString() ?? null,
      reviewedBy: review?.reviewedBy ?? null,
    };
    if (!row.isClubMember || !index) {
      return { ...row, membership: { status: 'not_claimed', matchedBy: null, difference: null, ...base } };
    }
    const matchedBy = matchOf(index, row);
    if (matchedBy) return { ...row, membership: { status: 'confirmed', matchedBy, difference: null, ...base } };
    const price = priceOf.get(row.campusId);
    const owed = price ? Math.max(0, toCents(price.priceNonMember) - toCents(price.priceClubMember)) : 0;
    return { ...row, membership: { status: 'not_found', matchedBy: null, difference: centsToString(owed), ...base } };
  });
}

/** PATCH /api/campus-registrations/{id}/membership: the admin's mark, or none. Only a claimed sign-up has one. */
export async function setMembershipReview(db: Db, id: number, review: MembershipReview | null, reviewedBy: string | null) {
  return db.transaction(async (tx) => {
    // Locked (key share) so a delete of the sign-up cannot slip in between the check and the write.
    const reg = await findRegistrationClaim(tx, id);
    if (!reg) throw notFound(m.registrationNotFound);
    if (!reg.isClubMember) throw conflict(m.notClaimed);
    if (review === null) {
      await deleteReview(tx, id);
      return { review: null, reviewedAt: null, reviewedBy: null };
    }
    const row = await upsertReview(tx, id, review, reviewedBy);
    return { review, reviewedAt: row.reviewedAt.toISOString(), reviewedBy: row.reviewedBy };
  });
}
