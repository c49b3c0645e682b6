import type { Role } from '#shared/permissions.ts';
import type { TestApp } from './app.ts';
import { type AdminSession, addAdmin, loginAs } from './admin.ts';

/**
 * A volunteer's account of this role, signed in (decision 187): enrolled in two-factor sign-in for real by addAdmin
 * (its remembered browser lets the password alone sign in), or without a second factor when `secondFactor` is false.
 */
export async function signInVolunteer(
  t: TestApp,
  username: string,
  role: Role,
  opts: { secondFactor?: boolean } = {},
): Promise<AdminSession> {
  const password = `contrasenya-de-${role}-proves`;
  await addAdmin(t.database.db, username, password, role, { secondFactor: opts.secondFactor ?? true });
  return loginAs(t.app, username, password);
}
