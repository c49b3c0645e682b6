import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFacets, pageAudit } from '#server/features/audit/repository.ts';
import { auditQuerySchema } from '#shared/schemas/audit.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * The Registre (issue 15 item 4, decision 189): the audit trail, read only. There is no route that edits or deletes
 * an entry, and the table's trigger refuses both anyway (migration 0015).
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    backOfficeEndpoints.audit,
    { config: { permission: 'audit.read' }, schema: { querystring: auditQuerySchema, response: { 200: backOfficeResponses.audit } } },
    (request) => pageAudit(app.db, request.query),
  );
  route(r, backOfficeEndpoints.auditFacets, { config: { permission: 'audit.read' }, schema: { response: { 200: backOfficeResponses.auditFacets } } }, () => auditFacets(app.db));
}
