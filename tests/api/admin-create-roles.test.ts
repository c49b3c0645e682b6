// Decision 188: `npm run admin:create -- <user> [--role <role>]` — the password policy, a role for a new account,
// and the last enabled admin never taken away by the command.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';
import { runAdminCreate } from '../helpers/process.ts';
import { migratedDataDir } from '../helpers/data-dir.ts';

const dataDir = migratedDataDir('admin-cli-roles-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], stdin: string) => runAdminCreate(args, stdin, { DATA_DIR: dataDir });

async function rows() {
  const database = await openDatabase({ dataDir });
  try {
    return {
      users: await database.db.select({ username: users.username, role: users.role }).from(users).orderBy(users.id),
      audit: await database.db.select({ action: auditLog.action, actor: auditLog.actor, fields: auditLog.fields }).from(auditLog).orderBy(auditLog.id),
    };
  } finally {
    await database.close();
  }
}

describe('npm run admin:create with roles and the password policy', () => {
  it('refuses common passwords and the username inside; gives a new account its role; keeps the last admin', async () => {
    const usage = await run(['x', '--role', 'president'], '');
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(/\[--role <rol>\].*admin, tresoreria, entrenador, comunicacio/);
    const common = await run(['presidenta'], 'password1234\n');
    expect([common.code, common.out]).toEqual([1, expect.stringMatching(/massa comuna/)]);
    const withName = await run(['presidenta'], 'soc-la-presidenta-del-club\n');
    expect([withName.code, withName.out]).toEqual([1, expect.stringMatching(/nom d’usuari/)]);

    const admin = await run(['presidenta'], 'una clau ben llarga\n');
    expect([admin.code, admin.out]).toEqual([0, expect.stringMatching(/creat amb el rol Administració/)]);
    const coach = await run(['--role', 'entrenador', 'miquel'], 'una altra clau llarga\n');
    expect([coach.code, coach.out]).toEqual([0, expect.stringMatching(/creat amb el rol Entrenador\/a/)]);
    const demoteLast = await run(['presidenta', '--role', 'tresoreria'], 'una clau ben llarga\n');
    expect([demoteLast.code, demoteLast.out]).toEqual([1, expect.stringMatching(/com a mínim un compte d’administració actiu/)]);
    const promote = await run(['miquel', '--role', 'admin'], 'una altra clau llarga\n');
    expect([promote.code, promote.out]).toEqual([0, expect.stringMatching(/ara té el rol Administració/)]);

    const after = await rows();
    expect(after.users).toEqual([
      { username: 'presidenta', role: 'admin' },
      { username: 'miquel', role: 'admin' },
    ]);
    expect(after.audit).toEqual([
      { action: 'create', actor: 'admin:create', fields: ['username', 'password', 'role'] },
      { action: 'create', actor: 'admin:create', fields: ['username', 'password', 'role'] },
      { action: 'role_changed', actor: 'admin:create', fields: ['role'] },
    ]);
  }, 120_000);
});
