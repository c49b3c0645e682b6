import type { ReactNode } from 'react';
import { actionLabel, auditStrings as s, entityLabel } from '#client/features/admin/audit/strings.ts';
import { formatDateTime } from '#shared/dates.ts';
import type { AuditRow } from '#shared/schemas/audit.ts';

const columns = s.columns;

const actionClass: Record<string, string> = {
  create: 'bg-green-100 text-green-900',
  update: 'bg-blue-100 text-blue-900',
  delete: 'bg-red-100 text-red-900',
  read: 'bg-amber-100 text-amber-950',
};

/**
 * One cell. On a phone the rows stack (a card per entry, the header row hidden) and each cell starts with its column's
 * name, read with it; from the `sm` width on it is a plain table whose headers name the cells (the names are hidden).
 */
function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`flex gap-2 py-0.5 sm:table-cell sm:px-3 sm:py-2 sm:align-top ${className}`}>
      <span className="w-24 shrink-0 text-xs font-semibold uppercase tracking-wide text-stone-600 sm:hidden">
        {label}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}

type AuditTableProps = {
  rows: AuditRow[];
  /** Shows only this record's entries (its entity and id). */
  onRecord: (entity: string, entityId: string) => void;
};

/** The Registre's entries: date and time, person, action, entity, record id and the names of the fields. */
export function AuditTable({ rows, onRecord }: AuditTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{s.caption}</caption>
        <thead className="hidden sm:table-header-group sm:border-b sm:border-stone-200 sm:bg-stone-50">
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col" className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-stone-700">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-200 sm:table-row-group">
          {rows.map((row) => (
            <tr key={row.id} data-testid="audit-row" className="block px-4 py-3 sm:table-row sm:p-0">
              <Cell label={columns.at} className="sm:whitespace-nowrap">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </Cell>
              <Cell label={columns.person}>{row.actor ?? <span className="italic text-stone-600">{s.system}</span>}</Cell>
              <Cell label={columns.action}>
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${actionClass[row.action] ?? 'bg-stone-200 text-stone-900'}`}>
                  {actionLabel(row.action)}
                </span>
              </Cell>
              <Cell label={columns.entity}>{entityLabel(row.entity)}</Cell>
              <Cell label={columns.id}>
                {row.entityId === null ? (
                  s.none
                ) : (
                  <button
                    type="button"
                    className="font-mono text-brand-800 underline hover:text-brand-900"
                    onClick={() => onRecord(row.entity, row.entityId!)}
                    aria-label={`${s.onlyRecord(entityLabel(row.entity), row.entityId)}`}
                  >
                    {row.entityId}
                  </button>
                )}
              </Cell>
              <Cell label={columns.fields}>
                {row.fields.length === 0 ? s.none : <span className="font-mono text-xs text-stone-800">{row.fields.join(', ')}</span>}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
