import { useTablePageQuery } from '#client/lib/queries.ts';
import { type AuditFilters, type AuditPage, auditSearchParams } from '#shared/schemas/audit.ts';

export const auditQueryKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit (decision 189): one page of the audit trail, newest first, with the Registre's filters. */
export const useAdminAudit = (page: number, filters: AuditFilters) =>
  useTablePageQuery<AuditPage>(auditQueryKey, `/api/admin/audit${auditSearchParams(page, filters)}`);
