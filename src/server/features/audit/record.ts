import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import type { AuditAction } from '#shared/audit.ts';

export type AuditEntry = {
  action: AuditAction;
  /** The table (or area) acted on: 'teams', 'club_registrations', 'users', 'session'… */
  entity: string;
  entityId?: string | number | null;
  /** Names of the fields written (never their values). */
  fields?: readonly string[];
  /** Who: the signed-in volunteer (null for the server's own jobs). */
  actorId?: number | null;
  actor?: string | null;
  ip?: string | null;
};

/** Appends one entry to the audit trail (decision 189); the table refuses updates and deletes. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    fields: [...(entry.fields ?? [])],
    actorId: entry.actorId ?? null,
    actor: entry.actor ?? null,
    ip: entry.ip ?? null,
  });
}

/** The request's volunteer and address, as an entry's "who". */
export const auditActor = (request: FastifyRequest) => ({
  actorId: request.admin?.userId ?? null,
  actor: request.admin?.username ?? null,
  ip: request.ip,
});
