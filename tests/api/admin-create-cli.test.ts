
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { passwordParams, verifyPassword } from '#server/features/admin/passwords.ts';
import { runAdminCreate } from '../helpers/process.ts';
import { migratedDataDir } from '../helpers/data-dir.ts';

const dataDir = migratedDataDir('admin-cli-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm run admin:create -- <args>` with the password piped on standard input, at production's hashing cost (the
 * suite's processes hash cheaply otherwise, decision 195): this test checks the stored hash's parameters.
 */
const run = (args: string[], stdin: string) => runAdminCreate(args, stdin, { DATA_DIR: dataDir, PASSWORD_HASH_COST: '15' });

describe('npm run admin:create', () => {
  it('creates an admin with the password read from stdin, then updates it; refuses bad input', async () => {
    const usage = await run([], '');
    expect(usage.code).toBe(2);
    expect(usage.out).toMatch(/Ús: npm run admin:create/);
    const short = await run(['secretaria'], 'curta\n');
    expect(short.code).toBe(1);
    expect(short.out).toMatch(/mínim 12 caràcters/);

    const created = await run(['secretaria'], 'una clau ben llarga\n');
    expect(created.out).toMatch(/creat/);
    expect(created.code).toBe(0);
    const updated = await run(['secretaria'], 'una altra clau llarga\n');
    expect(updated.code).toBe(0);
    expect(updated.out).toMatch(/actualitzada/);
    expect(updated.out).not.toMatch(/una altra clau/);

    // --reset-second-factor (decision 208): the account's second factor goes, and the command says so.
    const enrolled = await openDatabase({ dataDir });
    await enrolled.db.update(users).set({ totpSecret: 'xifrat', totpEnabledAt: new Date() }).where(eq(users.username, 'secretaria'));
    await enrolled.close();
    const reset = await run(['secretaria', '--reset-second-factor'], 'una altra clau llarga\n');
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).toMatch(/verificació en dos passos treta/);
    const database = await openDatabase({ dataDir });
    try {
      expect((await database.db.select().from(users).where(eq(users.username, 'secretaria')))[0]).toMatchObject({ totpSecret: null, totpEnabledAt: null });
      const [row] = await database.db.select().from(users).where(eq(users.username, 'secretaria'));
      const { N, r, p } = passwordParams;
      expect(row!.password.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
      expect(await verifyPassword('una altra clau llarga', row!.password)).toBe(true);
      expect(await verifyPassword('una clau ben llarga', row!.password)).toBe(false);
    } finally {
      await database.close();
    }
  }, 90_000);
});
