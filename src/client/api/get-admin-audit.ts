import { useEndpointTablePage } from '#client/lib/queries.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { type AuditFilters, auditSearchParams } from '#shared/schemas/audit.ts';

export const auditQueryKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit (decision 189): one page of the audit trail, newest first, with the Registre's filters. */
export const useAdminAudit = (page: number, filters: AuditFilters) =>
  useEndpointTablePage(auditQueryKey, backOfficeEndpoints.audit, auditSearchParams(page, filters));
