import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * How a lock is taken:
 * - 'session': on a dedicated connection, until unlocked or the connection ends (`pg_advisory_lock`, or
 *   `pg_try_advisory_lock` where a second instance should skip rather than wait); PostgreSQL only.
 * - 'transaction': until the transaction ends (`pg_advisory_xact_lock(key)`, or `(key, second)` with a constant
 *   second key).
 * - 'transaction per text': one lock per value, until the transaction ends (`pg_advisory_xact_lock(key,
 *   hashtext(value))`, lower-cased first when `caseless`).
 */
export type AdvisoryLock =
  | { readonly key: number; readonly form: 'session'; readonly guards: string }
  | { readonly key: number; readonly form: 'transaction'; readonly second?: number; readonly guards: string }
  | { readonly key: number; readonly form: 'transaction per text'; readonly caseless: boolean; readonly guards: string };

/**
 * Every PostgreSQL advisory lock the server takes, named once with its key and what it guards (issue 21 item 5c,
 * decision 197). Each key is its own (tests/unit/advisory-locks.test.ts fails on a shared one, or on a
 * `pg_advisory…` call or a 7272xx number anywhere else in src): a new lock is a new line here, with the next free
 * key. On PGlite (one connection) the transaction locks are taken and granted at once; the session ones are only
 * taken on PostgreSQL.
 */
export const advisoryLocks = {
  migrations: {
    key: 727_274,
    form: 'session',
    guards: 'Migrating at start (db/client.ts): one instance migrates while the others starting with it wait.',
  },
  startup: {
    key: 727_275,
    form: 'transaction',
    guards: 'Start-up data (startup.ts prepareData): the configured admin and the demo content, made once by instances starting together.',
  },
  mailRecipient: {
    key: 727_276,
    form: 'transaction per text',
    caseless: true,
    guards: 'A limited mail’s share per recipient (mail/queue.ts queueMail): two sign-ups to one address count one after the other.',
  },
  sweep: {
    key: 727_277,
    form: 'session',
    guards: 'The reservation sweep (payments/sweep.ts sweepTurn): one instance sweeps at a time; the others skip their turn.',
  },
  checkoutClient: {
    key: 727_278,
    form: 'transaction per text',
    caseless: false,
    guards:
      'One client’s open checkouts (payments/checkouts.ts startCheckout): counted and replaced one at a time per browser, ' +
      'e-mail or address, across instances; taken in sorted order so two checkouts never deadlock.',
  },
  familySignInLink: {
    key: 727_281,
    form: 'transaction per text',
    caseless: false,
    guards: 'A family’s sign-in links (family/service.ts requestSignInLink): an address’s links counted one request at a time.',
  },
  familyErasure: {
    key: 727_282,
    form: 'transaction per text',
    caseless: false,
    guards: 'A family’s erasure request (family/service.ts requestErasure): one pending request per address.',
  },
  restore: {
    key: 727_283,
    form: 'transaction',
    guards: 'Restoring a backup (backup/restore.ts): one restore at a time into the empty database.',
  },
  backup: {
    key: 727_284,
    form: 'session',
    guards: 'The nightly backup (backup/nightly.ts): one instance writes it; the others skip.',
  },
  adminChanges: {
    key: 727_288,
    form: 'transaction',
    second: 1,
    guards:
      'Every change that can remove an admin, a role change or a disable (users/repository.ts lockAdminChanges): two ' +
      'admins demoting each other are checked one after the other.',
  },
  invitation: {
    key: 727_289,
    form: 'transaction per text',
    caseless: true,
    guards: 'Invitations of one username (users/service.ts inviteVolunteer): two at once are checked one after the other.',
  },
  retention: {
    key: 727_291,
    form: 'session',
    guards: 'The nightly retention job (retention/run.ts retentionTurn): one instance runs it; the others skip.',
  },
} as const satisfies Record<string, AdvisoryLock>;

type Locks = typeof advisoryLocks;
export type AdvisoryLockName = keyof Locks;
type NamesOf<Form extends AdvisoryLock['form']> = { [K in AdvisoryLockName]: Locks[K]['form'] extends Form ? K : never }[AdvisoryLockName];
export type SessionLockName = NamesOf<'session'>;
export type TransactionLockName = NamesOf<'transaction'>;
export type TextLockName = NamesOf<'transaction per text'>;

/** Takes the transaction lock `name` (held until the transaction ends). */
export async function lockTransaction(db: DbOrTx, name: TransactionLockName): Promise<void> {
  const lock: AdvisoryLock = advisoryLocks[name];
  const second = lock.form === 'transaction' ? lock.second : undefined;
  await db.execute(
    second === undefined ? sql`select pg_advisory_xact_lock(${lock.key})` : sql`select pg_advisory_xact_lock(${lock.key}, ${second})`,
  );
}

/** Takes the lock `name` for one value (an address, a username, a client key) until the transaction ends. */
export async function lockTransactionOn(db: DbOrTx, name: TextLockName, value: string): Promise<void> {
  const lock: AdvisoryLock = advisoryLocks[name];
  const caseless = lock.form === 'transaction per text' && lock.caseless;
  await db.execute(
    caseless
      ? sql`select pg_advisory_xact_lock(${lock.key}, hashtext(lower(${value})))`
      : sql`select pg_advisory_xact_lock(${lock.key}, hashtext(${value}))`,
  );
}

type Client = Pick<pg.PoolClient, 'query'>;

/** Waits for the session lock `name` on this connection (PostgreSQL); release it with `sessionUnlock`. */
export async function sessionLock(client: Client, name: SessionLockName): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [advisoryLocks[name].key]);
}

/** Releases the session lock `name` this connection holds. */
export async function sessionUnlock(client: Client, name: SessionLockName): Promise<void> {
  await client.query('select pg_advisory_unlock($1)', [advisoryLocks[name].key]);
}

/**
 * Runs `run` holding the session lock `name` on a dedicated connection of `pool`, then releases it (or the
 * connection does, if the process dies); 'skipped' without running when another session holds it.
 */
export async function withSessionTryLock<T>(pool: pg.Pool, name: SessionLockName, run: () => Promise<T>): Promise<T | 'skipped'> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [advisoryLocks[name].key]);
    if (!rows[0]?.ok) return 'skipped';
    try {
      return await run();
    } finally {
      await sessionUnlock(client, name);
    }
  } finally {
    client.release();
  }
}
