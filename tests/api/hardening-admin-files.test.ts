// Issue 10 item 12: DATA_DIR (database files, outbox mails, session secret) is readable by its owner only.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../helpers/data-dir.ts';
import { runAdminCreate, type ServerProcess, startServer } from '../helpers/process.ts';

const dirs: string[] = [];
const servers = new Set<ServerProcess>();
afterAll(() => {
  for (const s of servers) s.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every file and directory under `dir` with its permission bits, as `relative path: mode`. */
function modesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      out[path.relative(dir, full)] = modeOf(full);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out;
}

/** Directories 0755 and files 0644 under `dir`: readable by anyone on the machine. */
function loosen(dir: string): void {
  for (const file of Object.keys(modesUnder(dir))) {
    const full = path.join(dir, file);
    chmodSync(full, statSync(full).isDirectory() ? 0o755 : 0o644);
  }
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('files on disk', () => {
  it('the server makes DATA_DIR 0700 (even when it was 0755) and every file in it 0600', { timeout: 120_000 }, async () => {
    // A migrated database left open to group and others, as an older version or a careless copy could leave it
    // (a new directory's initdb is the admin:create test below): the server must tighten every file it finds.
    const dataDir = migratedDataDir('cbl-perms-');
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755);
    loosen(dataDir);
    expect(Object.values(modesUnder(dataDir)).filter((mode) => mode === '644').length).toBeGreaterThan(10);
    // No SESSION_SECRET (a secret file is written) and no SMTP_URL (mails go to the outbox directory).
    const server = await startServer({ SESSION_SECRET: '', SMTP_URL: '', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0', PUBLIC_WRITE_LIMIT: '0' });
    servers.add(server);
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anna', surname: 'Puig', email: 'anna@example.cat', subject: 'general', message: 'Hola' }),
    });
    expect(contact.status).toBe(201);
    const outbox = path.join(dataDir, 'outbox');
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith('.eml')));
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    servers.delete(server);

    expect(modeOf(dataDir)).toBe('700');
    const modes = modesUnder(dataDir);
    expect(modes['session-secret']).toBe('600');
    expect(modes.db).toBe('700');
    expect(modes.outbox).toBe('700');
    const mails = Object.keys(modes).filter((f) => f.endsWith('.eml'));
    expect(mails.length).toBeGreaterThan(0);
    expect(Object.keys(modes).filter((f) => f.startsWith(`db${path.sep}`)).length).toBeGreaterThan(10);
    const open = Object.entries(modes).filter(([file, mode]) => {
      const isDir = statSync(path.join(dataDir, file)).isDirectory();
      return mode !== (isDir ? '700' : '600');
    });
    expect(open).toEqual([]);
  });

  it('admin:create on a new DATA_DIR creates it owner-only too', { timeout: 60_000 }, async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'cbl-perms-cli-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const created = await runAdminCreate(['secretaria'], 'una clau ben llarga\n', { DATA_DIR: dataDir, SESSION_SECRET: '' });
    expect(created.code, created.out).toBe(0);
    expect(modeOf(dataDir)).toBe('700');
    const open = Object.entries(modesUnder(dataDir)).filter(([file, mode]) => {
      const isDir = statSync(path.join(dataDir, file)).isDirectory();
      return mode !== (isDir ? '700' : '600');
    });
    expect(open).toEqual([]);
  });
});
