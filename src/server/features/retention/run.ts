import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { withSessionTryLock } from '#server/db/locks.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { accessKind } from '#server/features/retention/access.ts';
import { auditLogKind, erasureRequestsKind } from '#server/features/retention/audit.ts';
import { type Counts, countFields, type RetentionKind, type RetentionPolicy } from '#server/features/retention/policy.ts';
import { checkoutsKind, contactMessagesKind, ordersKind } from '#server/features/retention/records.ts';
import { campusRegistrationsKind, clubRegistrationsKind, schoolRegistrationsKind } from '#server/features/retention/registrations.ts';

/**
 * Every kind, in the order a run takes them: the audit trail first, so the entries the run itself writes are never
 * among what it purges (whatever `today` a test passes).
 */
export const retentionKinds: readonly RetentionKind[] = [
  auditLogKind,
  clubRegistrationsKind,
  schoolRegistrationsKind,
  campusRegistrationsKind,
  contactMessagesKind,
  ordersKind,
  checkoutsKind,
  accessKind,
  erasureRequestsKind,
];

export type KindResult = { name: string; entity: string; label: string; counts: Counts; error?: string };

class DryRun extends Error {}

/**
 * One run on `today`: each kind in its own transaction; one that changed something writes ONE audit entry (action
 * 'retention', the kind's table, no actor, the counts as fields) in that transaction. A kind that fails is rolled
 * back and reported (the others still run). `dryRun`: every transaction is rolled back, nothing changes, and the
 * counts say what would go.
 */
export async function runRetention(db: Db, policy: RetentionPolicy, today = new Date(), opts: { dryRun?: boolean } = {}): Promise<KindResult[]> {
  const results: KindResult[] = [];
  for (const kind of retentionKinds) {
    const result: KindResult = { name: kind.name, entity: kind.entity, label: kind.label, counts: {} };
    try {
      await db.transaction(async (tx) => {
        result.counts = await kind.run(tx, today, policy);
        if (opts.dryRun) throw new DryRun();
        const fields = countFields(result.counts);
        if (fields.length > 0) await recordAudit(tx, { action: 'retention', entity: kind.entity, fields, actorId: null, actor: null, ip: null });
      });
    } catch (err) {
      if (!(err instanceof DryRun)) result.error = err instanceof Error ? err.message : String(err);
    }
    results.push(result);
  }
  return results;
}

/**
 * The nightly run as the server does it: on PostgreSQL one instance at a time (a session advisory lock on its own
 * connection: a second instance at the same minute skips; one coming later finds nothing left to do). Logs the
 * counts per kind (never a value) and each kind that failed.
 */
export async function retentionTurn(
  app: Pick<FastifyInstance, 'config' | 'database' | 'log'>,
  today = new Date(),
): Promise<KindResult[] | 'skipped'> {
  const run = async () => {
    const results = await runRetention(app.database.db, app.config.retention, today);
    for (const r of results) if (r.error) app.log.error({ kind: r.name, err: r.error }, 'retention kind failed');
    const changed = Object.fromEntries(results.filter((r) => countFields(r.counts).length > 0).map((r) => [r.name, r.counts]));
    app.log.info({ changed }, 'retention done');
    return results;
  };
  const pool = app.database.pool;
  return pool ? withSessionTryLock(pool, 'retention', run) : run();
}
