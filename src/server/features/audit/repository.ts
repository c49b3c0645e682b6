import { and, asc, eq, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import { type TableSpec, tablePage } from '#server/features/back-office/table-page.ts';
import type { AuditFacets, AuditPage, AuditQuery } from '#shared/schemas/audit.ts';

/** The trail as a back-office table (decision 158's helper): newest first, the id as tie-break. */
const spec: TableSpec = { table: auditLog, id: auditLog.id, createdAt: auditLog.at, name: auditLog.actor, search: [] };

/** The start of a Europe/Madrid day ("YYYY-MM-DD") as an instant: the index on `at` serves the range. */
const madridDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Madrid')`;
const madridDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Madrid')`;

function filters(query: AuditQuery): (SQL | undefined)[] {
  return [
    query.actor === undefined ? undefined : eq(auditLog.actorId, query.actor),
    query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
    query.from === undefined ? undefined : sql`${auditLog.at} >= ${madridDayStart(query.from)}`,
    query.to === undefined ? undefined : sql`${auditLog.at} < ${madridDayEnd(query.to)}`,
  ];
}

type Entry = typeof auditLog.$inferSelect;

/** One page of the trail with the filters, newest first, and how many entries match in all. */
export async function pageAudit(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const page = await tablePage<Entry>(db, spec, { page: query.page, sort: 'newest', processed: 'all' }, filters(query));
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      fields: r.fields,
    })),
  };
}

/** Who and what the trail holds: the filters' choices. */
export async function auditFacets(db: DbOrTx): Promise<AuditFacets> {
  const [actors, entities] = await Promise.all([
    db
      .select({ id: auditLog.actorId, name: max(auditLog.actor) })
      .from(auditLog)
      .where(and(isNotNull(auditLog.actorId), isNotNull(auditLog.actor)))
      .groupBy(auditLog.actorId)
      .orderBy(asc(max(auditLog.actor))),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return {
    actors: actors.flatMap((a) => (a.id === null || a.name === null ? [] : [{ id: a.id, name: a.name }])),
    entities: entities.map((e) => e.entity),
  };
}
