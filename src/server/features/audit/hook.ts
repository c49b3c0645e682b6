import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerId, entityOf, idOf, keysOf, partNames, sentFields, writeAction } from '#server/features/audit/describe.ts';
import { type AuditEntry, auditActor, recordAudit } from '#server/features/audit/record.ts';
import { auditedTable, changedFields, type Digests, readDigests } from '#server/features/audit/snapshot.ts';

/** What a request sent, noted before validation replaces the body and query with what the schema kept. */
type Sent = { body: string[]; query: string[]; parts: Set<string> };
const sentBy = new WeakMap<FastifyRequest, Sent>();

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Multipart = {
  isMultipart?: () => boolean;
  file?: (...args: unknown[]) => Promise<{ fieldname: string } | undefined>;
  files?: (...args: unknown[]) => AsyncIterable<{ fieldname: string }>;
  parts?: (...args: unknown[]) => AsyncIterable<{ fieldname: string }>;
};

/** Notes the name of every multipart part the handler reads (through `file`, `files` or `parts`). */
function notePartNames(request: FastifyRequest, parts: Set<string>): void {
  const mp = request as unknown as Multipart;
  if (typeof mp.isMultipart !== 'function' || !mp.isMultipart()) return;
  const file = mp.file;
  if (file) {
    mp.file = async (...args) => {
      const part = await file.apply(request, args);
      if (part) parts.add(part.fieldname);
      return part;
    };
  }
  for (const name of ['files', 'parts'] as const) {
    const iterate = mp[name];
    if (!iterate) continue;
    mp[name] = async function* (...args: unknown[]) {
      for await (const part of iterate.apply(request, args)) {
        parts.add(part.fieldname);
        yield part;
      }
    };
  }
}

const paramId = (request: FastifyRequest) => idOf((request.params as { id?: unknown } | undefined)?.id);

/** The entry a finished request makes, or undefined when it is not recorded (not 2xx, or neither a write nor a flagged read). */
function entryFor(request: FastifyRequest, reply: FastifyReply, payload: unknown): AuditEntry | undefined {
  if (reply.statusCode < 200 || reply.statusCode > 299 || !request.admin) return undefined;
  const { config, url, schema } = request.routeOptions;
  if (!url) return undefined;
  const sent = sentBy.get(request) ?? { body: [], query: [], parts: new Set<string>() };
  if (request.method === 'GET' && config.auditRead) {
    return {
      action: 'read',
      entity: config.auditRead,
      entityId: paramId(request),
      fields: sentFields(sent.query, request.query, Boolean(schema?.querystring)),
      ...auditActor(request),
    };
  }
  // A route whose handler writes its own, richer entry (invited, role_changed, second_factor_enabled…): one entry a request.
  if (!writes.has(request.method) || config.auditByHandler) return undefined;
  const fields = [...sentFields(sent.body, request.body, Boolean(schema?.body)), ...partNames(sent.parts)];
  // One's own account (its password, its second factor): whatever the URL, an update of the volunteer's own user.
  if (config.permission === 'self') {
    return { action: 'update', entity: config.auditEntity ?? 'users', entityId: String(request.admin.userId), fields, ...auditActor(request) };
  }
  const createdId = request.method === 'POST' ? answerId(payload, reply.getHeader('content-type')) : null;
  const action = writeAction(request.method, reply.statusCode, url, createdId);
  if (!action) return undefined;
  const entityId = action === 'create' && createdId !== null ? createdId : paramId(request);
  return { action, entity: config.auditEntity ?? entityOf(url), entityId, fields, ...auditActor(request) };
}

/** An update's record read before the handler, as digests (decision 189: which fields changed). */
type Snapshot = { entity: string; id: string; audited: NonNullable<ReturnType<typeof auditedTable>>; before: Digests };
const snapshots = new WeakMap<FastifyRequest, Snapshot>();

/**
 * The record an update may change, read before the handler: a PUT, PATCH or POST on a record's URL (`:id`) whose
 * entity is a table with an `id` column. Not: one's own account ('self', no id in the URL), a route whose handler
 * records itself, a URL without an id (PUT /api/admin/seasons/open), and a POST whose entity is not its URL's — a
 * child created on its parent's URL (POST /api/products/:id/sizes: the id is the product's). Those keep the names sent.
 */
function snapshotTarget(request: FastifyRequest): Omit<Snapshot, 'before'> | undefined {
  const { config, url } = request.routeOptions;
  if (!url || !request.admin || !['PUT', 'PATCH', 'POST'].includes(request.method)) return undefined;
  if (config.auditByHandler || config.permission === 'self') return undefined;
  const id = paramId(request);
  if (id === null) return undefined;
  const entity = config.auditEntity ?? entityOf(url);
  if (request.method === 'POST' && entity !== entityOf(url)) return undefined;
  const audited = auditedTable(entity);
  return audited ? { entity, id, audited } : undefined;
}

/**
 * An update's entry with the names of the columns that changed between the two reads (plus the names sent that are
 * no column of the row); without a snapshot, or when the row is gone, the entry keeps the names sent.
 */
async function withChangedFields(request: FastifyRequest, entry: AuditEntry): Promise<AuditEntry> {
  const snapshot = snapshots.get(request);
  if (!snapshot || entry.action !== 'update' || entry.entity !== snapshot.entity || entry.entityId !== snapshot.id) return entry;
  try {
    const after = await readDigests(request.server.db, snapshot.audited, snapshot.id);
    return after ? { ...entry, fields: changedFields(snapshot.audited, snapshot.before, after, entry.fields ?? []) } : entry;
  } catch (err) {
    request.log.error({ err, audit: { entity: entry.entity, entityId: entry.entityId } }, 'audit fields not compared');
    return entry;
  }
}

/**
 * The audit trail's hook over the back-office scope (issue 15 item 4, decision 189): every successful write
 * (POST/PUT/PATCH/DELETE) and every read flagged `config.auditRead` is recorded — who, what (entity and id) and the
 * names of the fields: for an update of a record, the columns whose stored value changed (its row read before the
 * handler, in preHandler — after validation and after requireAdmin's authorization in onRequest — and again in
 * onSend, compared as digests); otherwise the names sent. Never a value. A route flagged `config.auditByHandler`
 * records its own entry and gets none from here.
 *
 * The entry is written in onSend: after the handler's own transaction committed and before the answer leaves, so an
 * answer that fails to reach the browser still leaves its entry. It is a statement of its own (a hook cannot join the
 * handler's transaction): a crash between the two loses the entry, and a failed insert is logged (with the entry,
 * which holds no personal value) and the volunteer still gets their success — never a 500 made by the trail.
 */
export function registerAuditHook(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const isWrite = writes.has(request.method) && !request.routeOptions.config.auditByHandler;
    if (!isWrite && !(request.method === 'GET' && request.routeOptions.config.auditRead)) return;
    const sent: Sent = { body: isWrite ? keysOf(request.body) : [], query: keysOf(request.query), parts: new Set() };
    sentBy.set(request, sent);
    if (isWrite) notePartNames(request, sent.parts);
  });

  // One read of the record before the handler (a query per update of a record; never on a GET).
  scope.addHook('preHandler', async (request) => {
    const target = snapshotTarget(request);
    if (!target) return;
    try {
      const before = await readDigests(request.server.db, target.audited, target.id);
      if (before) snapshots.set(request, { ...target, before });
    } catch (err) {
      request.log.error({ err, audit: { entity: target.entity, entityId: target.id } }, 'audit snapshot not taken');
    }
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    let entry: AuditEntry | undefined;
    try {
      entry = entryFor(request, reply, payload);
      if (entry) entry = await withChangedFields(request, entry);
      if (entry) await recordAudit(request.server.db, entry);
    } catch (err) {
      request.log.error({ err, audit: entry && { ...entry, ip: undefined } }, 'audit entry not recorded');
    }
    return payload;
  });
}
