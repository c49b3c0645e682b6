import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import {
  adminAccountLinks,
  adminSessions,
  adminTrustedBrowsers,
  auditLog,
  clubRegistrations,
  erasureRequests,
  familySessions,
  familySignInTokens,
  loginAttempts,
  users,
} from '#server/db/schema.ts';
import { advisoryLocks } from '#server/db/locks.ts';
import { type KindResult, retentionTurn, runRetention } from '#server/features/retention/run.ts';
import { retentionTime } from '#server/features/retention/schedule.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';
import {
  resetRetentionData,
  seedAuditEntry,
  seedCampusSignUp,
  seedMessage,
  seedOrder,
  seedSeason,
  seedSeasonRegistrations,
  shiftDays,
  yearsAgo,
} from '../helpers/retention.ts';

/**
 * The job as a whole (decision 191): the audit trail's own purge, the access traces, erasure requests, a dry run,
 * a second run, the configuration's bounds, one instance at a time on PostgreSQL, and the time it runs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A volunteer's account for the sessions and browsers below (its password is never used here).
  await t.database.db.insert(users).values({ username: 'gestor', password: 'scrypt$not-a-real-hash' });
});
afterAll(() => t.close());
beforeEach(() => resetRetentionData(t.database.db));

const db = () => t.database.db;
const run = (today: Date, dryRun = false) => runRetention(db(), t.app.config.retention, today, { dryRun });
const counts = (results: KindResult[], name: string) => results.find((r) => r.name === name)!.counts;
const total = (results: KindResult[]) => results.flatMap((r) => Object.values(r.counts)).reduce((a, b) => a + b, 0);
const retentionEntries = () => db().select().from(auditLog).where(eq(auditLog.action, 'retention'));

describe('the audit trail', () => {
  it('loses entries older than three years (and only those); the purge is recorded; outside the job it stays append-only', async () => {
    const today = new Date('2030-05-10T10:00:00Z');
    const old = await seedAuditEntry(db(), yearsAgo(today, 3, -1));
    const kept = await seedAuditEntry(db(), yearsAgo(today, 3, 1));

    const results = await run(today);

    expect(counts(results, 'audit_log')).toEqual({ deleted: 1 });
    const left = (await db().select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(left).toContain(kept);
    expect(left).not.toContain(old);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, 'audit_log'));
    expect(entry).toMatchObject({ action: 'retention', fields: ['deleted:1'], actorId: null, actor: null });
    // The switch is the job's transaction's own: a plain delete is still refused.
    await expect(db().delete(auditLog).where(eq(auditLog.id, kept))).rejects.toThrow();
  });
});

describe('access traces and erasure requests', () => {
  it('deletes what expired (sessions, attempts, browsers, links) and keeps what still works', async () => {
    const today = new Date();
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'gestor'));
    const userId = user!.id;
    const past = shiftDays(today, -1);
    const future = shiftDays(today, 1);
    const minutesAgo = (m: number) => new Date(today.getTime() - m * 60_000);
    await db().delete(adminSessions);
    await db().delete(loginAttempts);
    await db()
      .insert(adminSessions)
      .values([
        { id: 'expired', userId, csrfToken: 'c', expiresAt: past },
        { id: 'idle', userId, csrfToken: 'c', expiresAt: future, lastSeenAt: minutesAgo(9 * 60) },
        { id: 'live', userId, csrfToken: 'c', expiresAt: future, lastSeenAt: minutesAgo(5) },
      ]);
    await db()
      .insert(loginAttempts)
      .values([
        { username: 'gestor', ip: '203.0.113.1', attemptedAt: minutesAgo(16) },
        { username: 'gestor', ip: '203.0.113.1', attemptedAt: minutesAgo(10) },
      ]);
    await db()
      .insert(adminTrustedBrowsers)
      .values([
        { kind: 'device', id: 'd-old', userId, expiresAt: past },
        { kind: 'device', id: 'd-live', userId, expiresAt: future },
        { kind: 'remembered', id: 'b-old', userId, expiresAt: past },
        { kind: 'remembered', id: 'b-live', userId, expiresAt: future },
      ]);
    await db()
      .insert(adminAccountLinks)
      .values([
        { kind: 'reset', tokenHash: 'l-old', userId, expiresAt: shiftDays(today, -31) },
        { kind: 'reset', tokenHash: 'l-recent', userId, expiresAt: shiftDays(today, -29) },
      ]);
    await db()
      .insert(familySessions)
      .values([
        { id: 'f-old', email: 'anna@example.com', csrfToken: 'c', expiresAt: minutesAgo(1) },
        { id: 'f-live', email: 'anna@example.com', csrfToken: 'c', expiresAt: future },
      ]);
    await db()
      .insert(familySignInTokens)
      .values([
        { id: 't-old', email: 'anna@example.com', expiresAt: minutesAgo(24 * 60), createdAt: minutesAgo(25 * 60) },
        { id: 't-day', email: 'anna@example.com', expiresAt: minutesAgo(22 * 60), createdAt: minutesAgo(23 * 60) },
      ]);

    const results = await run(today);

    expect(counts(results, 'access')).toEqual({
      'deleted:admin_sessions': 2,
      'deleted:login_attempts': 1,
      'deleted:admin_trusted_browsers': 2,
      'deleted:admin_account_links': 1,
      'deleted:family_sessions': 1,
      'deleted:family_sign_in_tokens': 1,
    });
    const idsOf = async (rows: Promise<{ id: string | number }[]>) => (await rows).map((r) => r.id);
    expect(await idsOf(db().select({ id: adminSessions.id }).from(adminSessions))).toEqual(['live']);
    expect(await db().select().from(loginAttempts)).toHaveLength(1);
    const browsers = await db().select({ kind: adminTrustedBrowsers.kind, id: adminTrustedBrowsers.id }).from(adminTrustedBrowsers);
    expect(browsers.map((b) => `${b.kind}:${b.id}`).sort()).toEqual(['device:d-live', 'remembered:b-live']);
    expect((await db().select().from(adminAccountLinks)).map((r) => r.tokenHash)).toEqual(['l-recent']);
    expect(await idsOf(db().select({ id: familySessions.id }).from(familySessions))).toEqual(['f-live']);
    expect(await idsOf(db().select({ id: familySignInTokens.id }).from(familySignInTokens))).toEqual(['t-day']);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, 'access'));
    expect(entry!.fields).toContain('deleted:admin_sessions:2');
  });

  it('forgets decided erasure requests after three years; a pending one stays whatever its age', async () => {
    const today = new Date('2030-05-10T10:00:00Z');
    await db()
      .insert(erasureRequests)
      .values([
        { email: null, emailHash: 'h1', status: 'done', requestedAt: yearsAgo(today, 4), decidedAt: yearsAgo(today, 3, -1) },
        { email: 'kept@example.com', emailHash: 'h2', status: 'dismissed', requestedAt: yearsAgo(today, 4), decidedAt: yearsAgo(today, 3, 1) },
        { email: 'wait@example.com', emailHash: 'h3', status: 'pending', requestedAt: yearsAgo(today, 9) },
      ]);

    expect(counts(await run(today), 'erasure_requests')).toEqual({ deleted: 1 });
    expect((await db().select().from(erasureRequests)).map((r) => r.emailHash).sort()).toEqual(['h2', 'h3']);
  });
});

/** Something of every kind past its limit at `today` (the kinds' own tests check each boundary). */
async function oldDataOfEveryKind(today: Date) {
  const year = today.getUTCFullYear() - 6;
  await seedSeasonRegistrations(db(), await seedSeason(db(), `${year}-07-01`, `${year + 1}-06-30`));
  await seedCampusSignUp(db(), `${year}-07-15`);
  await seedMessage(db(), yearsAgo(today, 2));
  await seedOrder(db(), yearsAgo(today, 7));
}

describe('a run', () => {
  it('dry: says what would go and changes nothing (no row, no audit entry)', async () => {
    const today = new Date();
    await oldDataOfEveryKind(today);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(clubRegistrations);

    const results = await run(today, true);

    expect(counts(results, 'club_registrations')).toEqual({ deleted: 1 });
    expect(counts(results, 'orders')).toEqual({ anonymised: 1 });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(clubRegistrations)).toEqual(before);
    expect(await retentionEntries()).toEqual([]);
    expect(total(await run(today, true))).toBe(total(results));
  });

  it('twice: the second changes nothing and records nothing', async () => {
    const today = new Date();
    await oldDataOfEveryKind(today);

    const first = await run(today);
    const entries = (await retentionEntries()).length;
    const second = await run(today);

    expect(first.every((r) => !r.error)).toBe(true);
    expect(total(first)).toBeGreaterThanOrEqual(6);
    expect(total(second)).toBe(0);
    expect(await retentionEntries()).toHaveLength(entries);
  });

  it.runIf(onPostgres)('runs on one instance at a time: while another holds the lock it skips', async () => {
    const today = new Date();
    await oldDataOfEveryKind(today);
    const other = await t.database.pool!.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [advisoryLocks.retention.key]);
      expect(await retentionTurn(t.app, today)).toBe('skipped');
      expect(await retentionEntries()).toEqual([]);
      await other.query('select pg_advisory_unlock($1)', [advisoryLocks.retention.key]);
      const results = await retentionTurn(t.app, today);
      expect(results).not.toBe('skipped');
      expect(await retentionEntries()).not.toEqual([]);
    } finally {
      other.release();
    }
  });
});

describe('configuration', () => {
  const env = (vars: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/x', SESSION_SECRET: 'x'.repeat(40), ...vars });

  it('defaults: 3 seasons, 3 years after a campus, 365 days, 3 years of audit trail, 6 years of orders; empty is the default', () => {
    const defaults = { registrationSeasons: 3, campusYears: 3, messagesDays: 365, auditYears: 3, ordersYears: 6 };
    expect(env({}).retention).toEqual(defaults);
    const empty = ['REGISTRATION_SEASONS', 'CAMPUS_YEARS', 'MESSAGES_DAYS', 'AUDIT_YEARS', 'ORDERS_YEARS'].map((n) => [`RETENTION_${n}`, '']);
    expect(env(Object.fromEntries(empty)).retention).toEqual(defaults);
    expect(env({ RETENTION_REGISTRATION_SEASONS: '5', RETENTION_MESSAGES_DAYS: '90' }).retention).toMatchObject({
      registrationSeasons: 5,
      messagesDays: 90,
    });
  });

  it('refuses 0 (never "delete everything"), out of bounds, fractions, words, and orders under the legal six years', () => {
    for (const [name, value, message] of [
      ['RETENTION_REGISTRATION_SEASONS', '0', 'com a mínim 1'],
      ['RETENTION_CAMPUS_YEARS', '0', 'com a mínim 1'],
      ['RETENTION_MESSAGES_DAYS', '0', 'com a mínim 30'],
      ['RETENTION_AUDIT_YEARS', '0', 'com a mínim 1'],
      ['RETENTION_ORDERS_YEARS', '0', 'com a mínim 6'],
      ['RETENTION_ORDERS_YEARS', '5', 'com a mínim 6 (art. 30 del Codi de comerç)'],
      ['RETENTION_AUDIT_YEARS', '11', 'com a màxim 10'],
      ['RETENTION_MESSAGES_DAYS', '3651', 'com a màxim 3650'],
      ['RETENTION_CAMPUS_YEARS', '2.5', 'ha de ser un nombre enter'],
      ['RETENTION_REGISTRATION_SEASONS', 'tres', 'ha de ser un nombre'],
    ] as const) {
      expect(() => env({ [name]: value }), `${name}=${value}`).toThrow(`Configuració invàlida: ${name}: ${message}`);
    }
  });

  it('runs 30 minutes after the nightly backup', () => {
    expect(retentionTime('03:30')).toBe('04:00');
    expect(retentionTime('23:45')).toBe('00:15');
    expect(retentionTime('00:00')).toBe('00:30');
  });
});
