import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerId, entityOf, idOf, keysOf, partNames, sentFields, writeAction } from '#server/features/audit/describe.ts';
import { type AuditEntry, auditActor, recordAudit } from '#server/features/audit/record.ts';

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
  if (!writes.has(request.method)) return undefined;
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

/**
 * The audit trail's hook over the back-office scope (issue 15 item 4, decision 189): every successful write
 * (POST/PUT/PATCH/DELETE) and every read flagged `config.auditRead` is recorded — who, what (entity and id) and the
 * names of the fields sent, never their values.
 *
 * The entry is written in onSend: after the handler's own transaction committed and before the answer leaves, so an
 * answer that fails to reach the browser still leaves its entry. It is a statement of its own (a hook cannot join the
 * handler's transaction): a crash between the two loses the entry, and a failed insert is logged (with the entry,
 * which holds no personal value) and the volunteer still gets their success — never a 500 made by the trail.
 */
export function registerAuditHook(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const isWrite = writes.has(request.method);
    if (!isWrite && !(request.method === 'GET' && request.routeOptions.config.auditRead)) return;
    const sent: Sent = { body: isWrite ? keysOf(request.body) : [], query: keysOf(request.query), parts: new Set() };
    sentBy.set(request, sent);
    if (isWrite) notePartNames(request, sent.parts);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    let entry: AuditEntry | undefined;
    try {
      entry = entryFor(request, reply, payload);
      if (entry) await recordAudit(request.server.db, entry);
    } catch (err) {
      request.log.error({ err, audit: entry && { ...entry, ip: undefined } }, 'audit entry not recorded');
    }
    return payload;
  });
}
