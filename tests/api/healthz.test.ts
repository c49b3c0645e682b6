import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/queue.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { createTestApp, onPostgres, type TestApp, testConfig } from '../helpers/app.ts';
import { freshPostgres } from '../helpers/postgres.ts';

/** GET /healthz (issue 15 item 7, decision 184): for an uptime monitor, and nothing personal. */

const secretAddress = 'familia.secreta@example.com';
const secretSubject = 'Inscripció de la Martina al campus';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healthz-'));
  // The public limits on, at their lowest: a monitor's GETs must never meet them.
  t = await createTestApp({ dataDir }, { PUBLIC_WRITE_LIMIT: '1', REGISTRATION_WRITE_LIMIT: '1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const health = () => t.app.inject({ url: '/healthz' });

describe('GET /healthz', () => {
  it('answers 200 with the database, an empty mail queue and no backup yet, never cached', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', mailQueue: { pending: 0, oldestPendingAgeSeconds: null }, lastBackup: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('counts the mails still to send and the oldest one’s wait, and names none of them', async () => {
    // One waiting for its retry for two minutes, one newer, one sent, one that gave up: two pending, the oldest 120 s.
    await queueMail(t.app.db, { to: secretAddress, subject: secretSubject, text: 'Hola, família Puigcerdà' });
    await queueMail(t.app.db, { to: 'altra@example.com', subject: 'Comanda', text: 'Gràcies' });
    await queueMail(t.app.db, { to: 'enviat@example.com', subject: 'Enviat', text: 'Ja ha sortit' });
    await queueMail(t.app.db, { to: 'rendit@example.com', subject: 'Rendit', text: 'No surt mai' });
    // Out of the worker's reach while the test runs (a retry later), as a mail an SMTP server keeps refusing is.
    await t.app.db.update(mailQueue).set({ nextAttemptAt: sql`now() + interval '1 hour'` });
    await t.app.db
      .update(mailQueue)
      .set({ createdAt: sql`now() - interval '120 seconds'`, attempts: 3 })
      .where(sql`${mailQueue.to} = ${secretAddress}`);
    await t.app.db.update(mailQueue).set({ sentAt: sql`now()` }).where(sql`${mailQueue.to} = 'enviat@example.com'`);
    await t.app.db
      .update(mailQueue)
      .set({ attempts: 8, createdAt: sql`now() - interval '3 days'` })
      .where(sql`${mailQueue.to} = 'rendit@example.com'`);

    const res = await health();
    expect(res.statusCode).toBe(200);
    const { mailQueue: queue } = res.json();
    expect(queue.pending).toBe(2);
    expect(queue.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(120);
    expect(queue.oldestPendingAgeSeconds).toBeLessThan(180);
    for (const personal of [secretAddress, 'familia.secreta', secretSubject, 'Puigcerdà', 'altra@example.com', '@']) {
      expect(res.body).not.toContain(personal);
    }
    await t.app.db.delete(mailQueue);
  });

  it('gives the newest backup’s time and age from DATA_DIR/backups', async () => {
    const dir = path.join(dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // A backup's time is the one in its name (the app's clock when it was taken), not the file's modification time.
    const named = (at: Date, ext: string) => path.join(dir, `cbllivia-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}${ext}`);
    const newestAt = hoursAgo(5);
    const older = named(hoursAgo(29), '.backup.gz');
    const newest = named(newestAt, '.backup.gz.enc');
    const notABackup = path.join(dir, 'notes.txt');
    for (const file of [older, newest, notABackup]) writeFileSync(file, 'x');
    // A copy back from elsewhere gives the older one a newer modification time: it stays the older one.
    utimesSync(older, hoursAgo(1), hoursAgo(1));
    utimesSync(notABackup, hoursAgo(1), hoursAgo(1));

    const res = await health();
    expect(res.statusCode).toBe(200);
    const { lastBackup } = res.json();
    expect(Math.abs(Date.parse(lastBackup.at) - newestAt.getTime())).toBeLessThan(1_000);
    expect(lastBackup.ageHours).toBeCloseTo(5, 1);
    // Its name and place stay on the server.
    expect(res.body).not.toContain('cbllivia-');
    expect(res.body).not.toContain(dataDir);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 when the database query fails', async () => {
    vi.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database takes more than 2 s', async () => {
    vi.spyOn(t.app.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    const started = Date.now();
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('is never rate-limited: an uptime monitor (and more) from one address always gets an answer', async () => {
    for (let i = 0; i < 60; i += 1) {
      const res = await t.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('is kept out of robots and the sitemap', async () => {
    expect((await t.app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /healthz');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('healthz');
    expect((await health()).headers['x-robots-tag']).toBe('noindex');
  });
});

describe('GET /healthz with the database closed', () => {
  it('answers 503 (a pool that has ended, an embedded database that was closed)', async () => {
    const { url, drop } = onPostgres ? await freshPostgres() : { url: undefined, drop: async () => {} };
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const app = await buildApp(testConfig({ dataDir }), { database, mailer: { deliver: async () => {} } });
    await app.ready();
    await database.close();
    try {
      const res = await app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      // Its LISTEN subscription cannot unlisten on a closed database: that failure is not this test's subject.
      await app.close().catch(() => {});
      await drop();
    }
  });
});
