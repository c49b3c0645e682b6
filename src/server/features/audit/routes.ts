import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFacets, pageAudit } from '#server/features/audit/repository.ts';
import { auditFacetsSchema, auditPageSchema, auditQuerySchema } from '#shared/schemas/audit.ts';

/**
 * The Registre (issue 15 item 4, decision 189): the audit trail, read only. There is no route that edits or deletes
 * an entry, and the table's trigger refuses both anyway (migration 0015).
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/audit',
    { config: { permission: 'audit.read' }, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    (request) => pageAudit(app.db, request.query),
  );
  r.get('/admin/audit/facets', { config: { permission: 'audit.read' }, schema: { response: { 200: auditFacetsSchema } } }, () => auditFacets(app.db));
}
