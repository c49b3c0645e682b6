import type { ReactNode } from 'react';

/**
 * A table that is a table from the `lg` width on and stacks on a phone: each row a card, each cell a line with its
 * column's name in front (hidden from screen readers, which keep the header cells: only their look changes).
 */
export function StackedTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="block w-full text-left text-sm lg:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only border-b border-stone-200 text-xs uppercase text-stone-600 lg:not-sr-only lg:table-header-group">
        <tr>
          {columns.map((label) => (
            <th key={label} scope="col" className="px-3 py-2 font-semibold">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 lg:table-row-group lg:space-y-0">{children}</tbody>
    </table>
  );
}

export const stackedRowClass =
  'block rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:shadow-none';

/** One cell: on a phone a line "Column: value", in the table a plain cell. */
export function StackedCell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`flex gap-3 py-1 lg:table-cell lg:px-3 lg:py-3 lg:align-top ${className}`}>
      <span aria-hidden className="w-36 shrink-0 font-medium text-stone-600 lg:hidden">
        {label}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}
