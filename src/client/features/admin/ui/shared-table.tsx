import { CheckCircle2, ChevronLeft, ChevronRight, Circle, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { compactInputClass } from '#client/components/form/styles.ts';
import { type ListQuery, AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { formatDateTime } from '#shared/dates.ts';
import type { ProcessedFilter, ProcessedMark, TablePage, TableQuery, TableSort } from '#shared/schemas/admin-table.ts';

/** Texts of every back-office table (issue 12 item 4). */
export const tableStrings = {
  search: 'Cerca',
  sort: 'Ordre',
  // Short enough for half a phone's width beside the to-do filter (under the label "Ordre").
  sorts: { newest: 'Més recents', oldest: 'Més antigues', name: 'Per nom' } satisfies Record<TableSort, string>,
  processed: 'Tramitació',
  processedFilters: { todo: 'Pendents', done: 'Fetes', all: 'Totes' } satisfies Record<ProcessedFilter, string>,
  pageOf: (page: number, pages: number) => `Pàgina ${page} de ${pages}`,
  previous: 'Pàgina anterior',
  next: 'Pàgina següent',
  pager: 'Paginació',
  found: (n: number) => (n === 1 ? '1 resultat' : `${n} resultats`),
  noMatch: 'Cap resultat amb aquests filtres.',
  pending: 'Pendent',
  processedBy: (who: string, when: string) => `Feta per ${who} el ${when}`,
  markDone: 'Marca com a feta',
  markTodo: 'Torna-la a pendent',
  open: (name: string) => `Obre la fitxa de ${name}`,
  openShort: 'Fitxa',
} as const;

const debounceMs = 300;

/**
 * A table's query in the tab's state: the typed search (sent once typing pauses), the filters and sort (each change
 * goes back to page 1) and the page.
 */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [typed, setTyped] = useState(initial.q ?? '');
  const [query, setQuery] = useState<TableQuery>({ processed: 'all', sort: 'newest', page: 1, ...initial });
  useEffect(() => {
    const q = typed.trim().slice(0, 100);
    if (q === (query.q ?? '')) return;
    const timer = setTimeout(() => setQuery((prev) => ({ ...prev, q, page: 1 })), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, query.q]);
  return {
    query,
    typed,
    setTyped,
    set: (change: Partial<Omit<TableQuery, 'page'>>) => setQuery((prev) => ({ ...prev, ...change, page: 1 })),
    setPage: (page: number) => setQuery((prev) => ({ ...prev, page })),
  };
}
export type TableQueryState = ReturnType<typeof useTableQuery>;

/**
 * The search box, the sort and (for tables with a processed mark) the to-do filter, plus the table's own filters.
 * `searchHint` (the placeholder) names what that table's search looks in: the server's `*SearchColumns` (schema.ts).
 */
export function TableControls({
  state,
  searchHint,
  processed = true,
  children,
}: { state: TableQueryState; searchHint: string; processed?: boolean; children?: ReactNode }) {
  const id = useId();
  const select = { selectClassName: compactInputClass, className: 'min-w-[9rem] flex-1 sm:w-52 sm:flex-none', labelClassName: 'mb-1 block text-sm font-medium text-stone-800' };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-80">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {tableStrings.search}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden />
          <input
            id={id}
            type="search"
            className={`${compactInputClass} pl-8`}
            value={state.typed}
            placeholder={searchHint}
            maxLength={100}
            onChange={(e) => state.setTyped(e.target.value)}
          />
        </div>
      </div>
      {processed ? (
        <FilterSelect
          label={tableStrings.processed}
          value={state.query.processed}
          options={(['todo', 'done', 'all'] as const).map((v) => ({ value: v, label: tableStrings.processedFilters[v] }))}
          onChange={(v) => state.set({ processed: v as ProcessedFilter })}
          {...select}
        />
      ) : null}
      <FilterSelect
        label={tableStrings.sort}
        value={state.query.sort}
        options={(['newest', 'oldest', 'name'] as const).map((v) => ({ value: v, label: tableStrings.sorts[v] }))}
        onChange={(v) => state.set({ sort: v as TableSort })}
        {...select}
      />
      {children}
    </div>
  );
}

/** "Pàgina X de Y" with the previous and next buttons. */
export function TablePager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={tableStrings.pager} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={tableStrings.previous}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
      </button>
      <span className="text-sm text-stone-700" aria-live="polite">
        {tableStrings.pageOf(Math.min(page, pages), pages)}
      </span>
      <button type="button" className={buttonClass.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={tableStrings.next}>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}

type AdminTableProps<T> = {
  headingId: string;
  title: string;
  note?: ReactNode;
  action?: ReactNode;
  state: TableQueryState;
  /** What the search looks in, as the search box's placeholder ("Nom, cognoms, correu o telèfon"). */
  searchHint: string;
  /** The page's query (undefined data while the first page loads). */
  query: ListQuery & { data?: TablePage<T> | undefined };
  emptyText: string;
  /** Tables without a processed mark (orders) leave the to-do filter out. */
  processed?: boolean;
  /** The table's own filters (season, campus, status…), beside the search. */
  filters?: ReactNode;
  /** One of the table's own filters narrows the rows (a campus, a status): an empty page then says nothing matches. */
  filtered?: boolean;
  /** The rows as one list, or `renderRows` for a table that lays its page out itself (grouped by campus). */
  renderRow?: (row: T) => ReactNode;
  renderRows?: (rows: T[]) => ReactNode;
  /** The detail dialog. */
  children?: ReactNode;
};

/**
 * The back office's one table (decision 158): AdminListTab's scaffold with the search, filters, sort, one page of
 * rows from the server and the pager. A row opens its detail (the tab's dialog).
 */
export function AdminTable<T>({ state, searchHint, query, processed = true, filters, filtered: ownFilter = false, renderRow, renderRows, emptyText, ...tab }: AdminTableProps<T>) {
  const page = query.data;
  const filtered = ownFilter || Boolean(state.query.q) || state.query.processed !== 'all';
  return (
    <AdminListTab
      {...tab}
      toolbar={
        <TableControls state={state} searchHint={searchHint} processed={processed}>
          {filters}
        </TableControls>
      }
      query={query}
      items={page?.rows ?? []}
      emptyText={filtered ? tableStrings.noMatch : emptyText}
      renderList={(rows) => (
        <>
          {filtered && page ? (
            <p className="mb-2 text-sm text-stone-600" role="status">
              {tableStrings.found(page.total)}
            </p>
          ) : null}
          {renderRows ? (
            renderRows(rows)
          ) : (
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">{renderRow ? rows.map(renderRow) : null}</ul>
          )}
          {page ? <TablePager page={page.page} pageSize={page.pageSize} total={page.total} onPage={state.setPage} /> : null}
        </>
      )}
    />
  );
}

/** A row's processed mark: "Pendent", or who did it and when. */
export function ProcessedBadge({ mark }: { mark: ProcessedMark }) {
  return mark.processedAt ? (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
      {tableStrings.processedBy(mark.processedBy ?? '—', formatDateTime(mark.processedAt))}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Circle className="h-3 w-3" aria-hidden />
      {tableStrings.pending}
    </span>
  );
}

/** The detail's button that marks the row processed (or back to pending). */
export function ProcessedToggle({ mark, pending, onChange }: { mark: ProcessedMark; pending: boolean; onChange: (processed: boolean) => void }) {
  const done = Boolean(mark.processedAt);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ProcessedBadge mark={mark} />
      <button type="button" className={done ? buttonClass.secondary : buttonClass.primary} disabled={pending} onClick={() => onChange(!done)}>
        {done ? tableStrings.markTodo : tableStrings.markDone}
      </button>
    </div>
  );
}
