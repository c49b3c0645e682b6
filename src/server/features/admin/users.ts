import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminSessions, users } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/features/admin/passwords.ts';
import { forgetTrustedBrowsers } from '#server/features/admin/trusted-browsers.ts';

/**
 * Makes sure this admin exists with this password (the admin:create CLI). A new password ends every session and
 * trusted device and remembered browser of the account (issue 10 item 6): whoever knew the old one is out.
 */
export async function ensureAdmin(db: DbOrTx, username: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (existing && (await verifyPassword(password, existing.password))) return 'unchanged';
  const hash = await hashPassword(password);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ password: hash }).where(eq(users.id, existing.id));
      await tx.delete(adminSessions).where(eq(adminSessions.userId, existing.id));
      // Trusted devices and browsers remembered for the second factor (decision 190): the next sign-in asks for a code.
      await forgetTrustedBrowsers(tx, existing.id);
    });
    return 'updated';
  }
  await db.insert(users).values({ username, password: hash }).onConflictDoNothing({ target: users.username });
  return 'created';
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD at start-up (decision 053): creates the account when it is missing and never
 * touches an existing one, so a password changed with admin:create survives restarts.
 */
export async function createAdminIfMissing(
  db: DbOrTx,
  username: string,
  password: string,
  /** Runs only when the account is to be created; throws to refuse the password. */
  checkNew: () => Promise<void> = async () => {},
): Promise<'created' | 'exists'> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (existing) return 'exists';
  await checkNew();
  const hash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ username, password: hash })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'exists';
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}
