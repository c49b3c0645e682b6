import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useAdminAudit } from '#client/api/get-admin-audit.ts';
import { auditFacetsQuery } from '#client/api/get-admin-audit-facets.ts';
import { AuditFiltersBar } from '#client/features/admin/audit/audit-filters.tsx';
import { AuditTable } from '#client/features/admin/audit/audit-table.tsx';
import { auditStrings as s, entityLabel } from '#client/features/admin/audit/strings.ts';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { TablePager } from '#client/features/admin/ui/shared-table.tsx';
import type { AuditFilters } from '#shared/schemas/audit.ts';

/**
 * The "Registre" area (issue 15 item 4, decision 189): the audit trail, newest first, filtered by person, entity,
 * action, record and days, a page at a time. Read only: the server has no route that changes it.
 */
export default function AuditArea() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.to < filters.from);
  const sent: AuditFilters = rangeInvalid ? { ...filters, to: undefined } : filters;
  const audit = useAdminAudit(page, sent);
  const facets = useQuery(auditFacetsQuery.options());
  const change = (next: Partial<AuditFilters>) => {
    setFilters((prev) => ({ ...prev, ...next }));
    setPage(1);
  };
  const data = audit.data;
  const filtered = Object.values(sent).some((v) => v !== undefined);

  return (
    <div>
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{s.intro}</p>
      <AuditFiltersBar
        filters={filters}
        facets={facets.data}
        rangeInvalid={rangeInvalid}
        onChange={change}
        onClear={() => {
          setFilters({});
          setPage(1);
        }}
      />
      {filters.entity && filters.entityId ? (
        <p className="mb-3">
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
            onClick={() => change({ entityId: undefined })}
            aria-label={s.removeRecord(entityLabel(filters.entity), filters.entityId)}
          >
            {s.record(entityLabel(filters.entity), filters.entityId)}
            <X className="h-3.5 w-3.5" aria-hidden />
          </button>
        </p>
      ) : null}
      {data ? (
        <p className="mb-2 text-sm text-stone-600" role="status">
          {s.count(data.total)}
        </p>
      ) : null}
      <ListState
        isPending={audit.isPending}
        error={audit.error}
        isEmpty={(data?.rows.length ?? 0) === 0}
        emptyText={filtered ? s.noMatch : s.empty}
        onRetry={() => void audit.refetch()}
      >
        <AuditTable rows={data?.rows ?? []} onRecord={(entity, entityId) => change({ entity, entityId })} />
        {data ? <TablePager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      </ListState>
    </div>
  );
}
