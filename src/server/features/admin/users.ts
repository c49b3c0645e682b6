import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/features/admin/passwords.ts';

/** Makes sure this admin exists with this password (ADMIN_USERNAME / ADMIN_PASSWORD, or the admin:create CLI). */
export async function ensureAdmin(db: DbOrTx, username: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (existing && (await verifyPassword(password, existing.password))) return 'unchanged';
  const hash = await hashPassword(password);
  if (existing) {
    await db.update(users).set({ password: hash }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ username, password: hash }).onConflictDoUpdate({ target: users.username, set: { password: hash } });
  return 'created';
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}
