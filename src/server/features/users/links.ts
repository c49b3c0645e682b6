import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminAccountLinks, users } from '#server/db/schema.ts';
import { type Role, secondFactorRequired } from '#shared/permissions.ts';
import type { LinkKind } from '#shared/schemas/users.ts';

/**
 * Invitation and password links (decision 188): a token of 32 random bytes (base64url, 43 characters) that only the
 * volunteer's mail and the admin's screen ever see; the table keeps its SHA-256. Valid 48 hours, used once.
 * Links that ended (used or expired) more than `keepDays` ago are pruned whenever a new one is made; until then an
 * expired link still answers "caducat" rather than "no vàlid".
 */
export const accountLinkLimits = { validHours: 48, keepDays: 7 } as const;

const valid = sql.raw(`interval '${accountLinkLimits.validHours} hours'`);
const keep = sql.raw(`interval '${accountLinkLimits.keepDays} days'`);

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewLink = {
  kind: LinkKind;
  createdBy: number | null;
  userId?: number;
  username?: string;
  email?: string | null;
  role?: Role;
};

/** Stores a new link and answers its token (the only time it exists outside the volunteer's mail). */
export async function insertLink(db: DbOrTx, link: NewLink): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(adminAccountLinks)
    .values({
      kind: link.kind,
      tokenHash: linkTokenHash(token),
      userId: link.userId ?? null,
      username: link.username ?? null,
      email: link.email ?? null,
      role: link.role ?? null,
      createdBy: link.createdBy,
      expiresAt: sql`now() + ${valid}`,
    })
    .returning({ id: adminAccountLinks.id, expiresAt: adminAccountLinks.expiresAt });
  return { id: row!.id, token, expiresAt: row!.expiresAt };
}

export async function pruneEndedLinks(db: DbOrTx): Promise<void> {
  await db
    .delete(adminAccountLinks)
    .where(or(lt(adminAccountLinks.usedAt, sql`now() - ${keep}`), lt(adminAccountLinks.expiresAt, sql`now() - ${keep}`)));
}

/** A pending (unused) link of an account is void from now: a newer one replaces it, or the account was disabled. */
export async function dropOpenResetLinks(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(adminAccountLinks)
    .where(and(eq(adminAccountLinks.userId, userId), eq(adminAccountLinks.kind, 'reset'), isNull(adminAccountLinks.usedAt)));
}

/**
 * The open links an account made for others (invitations and password links): they go when it is disabled or stops
 * being an admin, so a link handed out by someone who lost the right no longer opens anything (review of issue 15).
 */
export async function dropLinksMadeBy(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(adminAccountLinks).where(and(eq(adminAccountLinks.createdBy, userId), isNull(adminAccountLinks.usedAt)));
}

export type FoundLink = {
  id: number;
  kind: LinkKind;
  userId: number | null;
  /** The invitation's username, or the account's for a password link. */
  username: string;
  email: string | null;
  role: Role | null;
  used: boolean;
  expired: boolean;
  /** A password link of an account that has been disabled since. */
  accountDisabled: boolean;
  /** A password link's account: its role now, and whether its two-factor sign-in is on. */
  accountRole: Role | null;
  accountSecondFactor: boolean;
};

/** The link this token opens, whatever its state (the caller says why it cannot be used). */
export async function findLink(db: DbOrTx, token: string): Promise<FoundLink | undefined> {
  const [row] = await db
    .select({
      id: adminAccountLinks.id,
      kind: adminAccountLinks.kind,
      userId: adminAccountLinks.userId,
      username: sql<string | null>`coalesce(${users.username}, ${adminAccountLinks.username})`,
      email: adminAccountLinks.email,
      role: adminAccountLinks.role,
      used: sql<boolean>`${adminAccountLinks.usedAt} is not null`,
      expired: sql<boolean>`${adminAccountLinks.expiresAt} <= now()`,
      accountDisabled: sql<boolean>`${users.disabledAt} is not null`,
      accountRole: users.role,
      accountSecondFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(adminAccountLinks)
    .leftJoin(users, eq(users.id, adminAccountLinks.userId))
    .where(eq(adminAccountLinks.tokenHash, linkTokenHash(token)))
    .limit(1);
  if (!row?.username) return undefined;
  return {
    ...row,
    username: row.username,
    used: Boolean(row.used),
    expired: Boolean(row.expired),
    accountDisabled: Boolean(row.accountDisabled),
    accountSecondFactor: Boolean(row.accountSecondFactor),
  };
}

/**
 * Whether the link turns two-factor sign-in on together with the password (decision 190): an invitation
 * for a role that requires it, or a password link of such an account that has none (never enrolled, or an admin
 * reset it). Whoever holds the password alone then never reaches a fresh enrolment.
 */
export function linkEnrols(link: Pick<FoundLink, 'kind' | 'role' | 'accountRole' | 'accountSecondFactor'>): boolean {
  if (link.kind === 'invite') return secondFactorRequired[link.role ?? 'entrenador'];
  return link.accountRole !== null && secondFactorRequired[link.accountRole] && !link.accountSecondFactor;
}

/**
 * Marks the link used if it still can be (unused, unexpired): one statement, so of two requests racing with the same
 * token exactly one gets the row back; the other's transaction finds nothing to claim.
 */
export async function claimLink(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(adminAccountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(adminAccountLinks.id, id), isNull(adminAccountLinks.usedAt), sql`${adminAccountLinks.expiresAt} > now()`))
    .returning({ id: adminAccountLinks.id });
  return rows.length > 0;
}
