import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { campusRegistrations, campusWaitlist, testPaymentIntents } from '#server/db/schema.ts';
import { interruptedAfterMinutes } from '#server/features/family/cancel.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { onPostgres, testConfig } from '../helpers/app.ts';
import { paidCampusSignUp, seedCampus } from '../helpers/campus.ts';
import { seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { migratedPostgres } from '../helpers/postgres.ts';
import { type ServerProcess, startServer } from '../helpers/process.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 22 finding 3, with a real kill -9: a family cancels a paid campus sign-up on a real server process, which is
 * killed after the provider refunded the card and before the sign-up was erased (the test holds the campus row's
 * lock so the process stops exactly there, then kills it). The sign-up is left 'cancelling', its place taken; the
 * sweep completes it: erased, the refund asked again but made once, the place offered to the waiting list, the
 * family mailed once. PostgreSQL only: the test stops the process with row locks held from its own connections.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!onPostgres)('kill -9 in the middle of a family’s cancellation (PostgreSQL)', () => {
  it('refunded, killed before the erase: the sweep completes the cancellation', { timeout: 120_000 }, async () => {
    const { url, drop } = await migratedPostgres();
    cleanups.push(drop);
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const mails: MailMessage[] = [];
    const config = testConfig();
    const app = await buildApp(config, {
      database,
      mailer: { deliver: async (m) => void mails.push(m) },
      // This process's sweep runs only when the test calls it.
      sweepIntervalMs: 3_600_000,
    });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const db = database.db;

    // A paid sign-up for the campus's one place, and a family waiting for it.
    const startDate = addDays(today(), 30);
    const c = await seedCampus(db, { startDate, maxParticipants: 1, priceClubMember: '80.00', priceNonMember: '95.00' });
    const email = 'mata.cancel@example.com';
    const body = {
      campusId: c.id,
      childName: 'Biel',
      childSurname: 'Cadí Puig',
      birthDate: yearsBefore(startDate, 9),
      parentEmail: email,
      parentPhone: '600 777 111',
      isClubMember: false,
    };
    const { id, paymentIntentId } = await paidCampusSignUp(app, body);
    const waiting = await seedWaitlistEntry(db, c.id, 'espera.mata@example.com', { childName: 'Ona', childSurname: 'Espera' });
    const auth = await signInFamily({ app, mails }, email);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbl-crash-cancel-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await startServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SESSION_SECRET: config.sessionSecret,
      SEED_DEMO: '0',
      PUBLIC_WRITE_LIMIT: '0',
      PAYMENTS_PROVIDER: 'test',
      STRIPE_SECRET_KEY: '',
    });
    cleanups.push(async () => server.child.kill('SIGKILL'));

    const pool = new pg.Pool({ connectionString: url, max: 3 });
    cleanups.push(() => pool.end());
    const statusOf = async () => (await db.select().from(campusRegistrations).where(eq(campusRegistrations.id, id)))[0]?.status;
    const intent = async () => (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentIntentId)))[0]!;

    // 1. The provider's refund waits on the test's lock of its intent row: the process claims, then stops at the refund.
    const intentLock = await pool.connect();
    await intentLock.query('begin');
    await intentLock.query('select 1 from test_payment_intents where id = $1 for update', [paymentIntentId]);
    const answer = fetch(`${server.url}/api/family/campus-sign-ups/${id}/cancel`, {
      method: 'POST',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: '{}',
    }).then(
      (r) => r.status,
      () => 'no answer' as const,
    );
    await until('the sign-up is claimed', async () => (await statusOf()) === 'cancelling');
    // 2. The campus row locked (the claim has committed): the erase will wait on it. The refund goes through.
    const campusLock = await pool.connect();
    await campusLock.query('begin');
    await campusLock.query('select 1 from campus where id = $1 for update', [c.id]);
    await intentLock.query('commit');
    intentLock.release();
    await until('the card is refunded', async () => ((await intent()).metadata as Record<string, string>).refunded === "true");
    await until('the process waits to erase', async () => {
      const { rows } = await pool.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0].n > 0;
    });
    // 3. kill -9 between the refund and the erase.
    server.child.kill('SIGKILL');
    await server.exited;
    await campusLock.query('rollback');
    campusLock.release();
    expect(await answer).toBe('no answer');

    // What the dead process left: refunded, yet still 'cancelling', its place taken, nobody offered it.
    expect(await statusOf()).toBe('cancelling');
    expect((await intent()).metadata).toMatchObject({ refunded: 'true', refundCalls: '1' });
    const entryStatus = async () => (await db.select().from(campusWaitlist).where(eq(campusWaitlist.id, waiting.id)))[0]!.status;
    expect(await entryStatus()).toBe('waiting');

    // Minutes later (the claim's time moved back, as the clock would), a sweep turn completes it.
    await db
      .update(campusRegistrations)
      .set({ cancelStartedAt: sql`now() - make_interval(mins => ${interruptedAfterMinutes + 1})` })
      .where(eq(campusRegistrations.id, id));
    await runSweep(app);
    expect(await statusOf()).toBeUndefined();
    // The refund asked again by the sweep, made once by the provider (its idempotency).
    expect((await intent()).metadata).toMatchObject({ refunded: 'true', refundCalls: '2' });
    expect(await entryStatus()).toBe('offered');
    await app.mail.flush();
    expect(mails.filter((m) => m.to === email && m.subject.startsWith('Inscripció anul·lada'))).toHaveLength(1);
    expect(mails.some((m) => m.to === 'espera.mata@example.com')).toBe(true);
  });
});
