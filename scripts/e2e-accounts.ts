// The browser tests' accounts, written into a server's fresh database before it starts (scripts/e2e-server.mjs):
// the admin with two-factor sign-in on (a known secret) and a remembered browser every test context carries, so
// the tests sign in with the password as before; on the demo server also an admin who has not enrolled yet.
import { eq } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { setPasswordCost } from '#server/features/admin/passwords.ts';
import { encryptSecret } from '#server/features/admin/totp.ts';
import { trustBrowser } from '#server/features/admin/trusted-browsers.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';
import { admin, adminRememberToken, adminTotpSecret, newAdmin } from '../tests/e2e/accounts.ts';

export async function prepareE2eAccounts(kind: string): Promise<void> {
  const config = loadConfig();
  setPasswordCost(config.passwordHashCost);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { db } = database;
    await ensureAdmin(db, admin.username, admin.password);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, admin.username));
    const id = row!.id;
    await db
      .update(users)
      .set({ role: 'admin', totpSecret: encryptSecret(config.sessionSecret, id, adminTotpSecret), totpEnabledAt: new Date() })
      .where(eq(users.id, id));
    await trustBrowser(db, 'remembered', id, adminRememberToken);
    if (kind === 'demo') {
      await ensureAdmin(db, newAdmin.username, newAdmin.password);
      await db.update(users).set({ role: 'admin' }).where(eq(users.username, newAdmin.username));
    }
  } finally {
    await database.close();
  }
}
