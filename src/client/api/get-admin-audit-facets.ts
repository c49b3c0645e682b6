
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** GET /api/admin/audit/facets: the people and entities the audit trail holds (the Registre's filter choices). */
export const auditFacetsQuery = endpointQuery(['admin', 'audit', 'facets'], backOfficeEndpoints.auditFacets, { staleTime: 0 });
