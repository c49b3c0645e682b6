import { and, inArray, lt, sql } from 'drizzle-orm';
import { auditLog, erasureRequests } from '#server/db/schema.ts';
import { type RetentionKind, yearsBefore } from '#server/features/retention/policy.ts';

/**
 * The audit trail is itself personal data (the volunteers' names, addresses and what they did): its entries go
 * `auditYears` after they were written. The table refuses every DELETE unless the transaction set `cbl.audit_purge`
 * (migration 0015), which only this kind does, for its own transaction. The job's own entry for this run is written
 * after the purge, so it stays.
 */
export const auditLogKind: RetentionKind = {
  name: 'audit_log',
  entity: 'audit_log',
  label: 'Registre d’accions',
  async run(tx, today, policy) {
    await tx.execute(sql`select set_config('cbl.audit_purge', 'on', true)`);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, yearsBefore(today, policy.auditYears)))
      .returning({ id: auditLog.id });
    return { deleted: gone.length };
  },
};

/**
 * An erasure request the club decided (done: only its hash is left; dismissed: the address the club kept data for)
 * is the record that a right was answered, kept like the audit trail and gone after the same years. A pending one
 * is never deleted: the club still has to answer it.
 */
export const erasureRequestsKind: RetentionKind = {
  name: 'erasure_requests',
  entity: 'erasure_requests',
  label: 'Peticions de supressió resoltes',
  async run(tx, today, policy) {
    const gone = await tx
      .delete(erasureRequests)
      .where(
        and(
          inArray(erasureRequests.status, ['done', 'dismissed']),
          lt(sql`coalesce(${erasureRequests.decidedAt}, ${erasureRequests.requestedAt})`, yearsBefore(today, policy.auditYears)),
        ),
      )
      .returning({ id: erasureRequests.id });
    return { deleted: gone.length };
  },
};
