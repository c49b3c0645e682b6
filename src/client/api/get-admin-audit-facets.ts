import { jsonQuery } from '#client/lib/queries.ts';
import type { AuditFacets } from '#shared/schemas/audit.ts';

/** GET /api/admin/audit/facets: the people and entities the audit trail holds (the Registre's filter choices). */
export const auditFacetsQuery = jsonQuery<AuditFacets>(['admin', 'audit', 'facets'], '/api/admin/audit/facets', { staleTime: 0 });
