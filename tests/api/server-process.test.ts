import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerExpectingExit, startServer } from '../helpers/process.ts';
import { migratedDataDir } from '../helpers/data-dir.ts';

const dataDir = migratedDataDir('cbl-proc-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops at start-up with a one-line message naming a bad variable', async () => {
    const { code, output } = await runServerExpectingExit({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(code).toBe(1);
    const lines = output.split('\n').filter((l) => l.includes('PORT'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuració invàlida: PORT/);
  });

  it(
    'seeds demo content on an empty database, keeps it across a graceful restart, and does not seed twice',
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'una-contrasenya-llarga' };
      const first = await startServer(env);
      const teams = await (await fetch(`${first.url}/api/teams`)).json();
      expect(teams).toHaveLength(10);
      const contact = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'A', surname: 'B', email: 'a@b.cat', subject: 'general', message: 'Hola' }),
      });
      expect(contact.status).toBe(201);
      // A request in flight when SIGTERM arrives still gets its answer.
      const inFlight = fetch(`${first.url}/api/photos`).then((r) => r.status);
      first.child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      const code = await first.exited;
      expect(code, first.output()).toBe(0);

      const second = await startServer(env);
      try {
        const again = await (await fetch(`${second.url}/api/teams`)).json();
        expect(again).toHaveLength(10);
        expect(again.map((t: { id: number }) => t.id)).toEqual(teams.map((t: { id: number }) => t.id));
      } finally {
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
    },
  );
});
