import { and, asc, count, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { searchText } from '#server/db/schema.ts';
import { type TablePage, type TableQuery, tablePageSize } from '#shared/schemas/admin-table.ts';

/** A search typed by a volunteer as a LIKE pattern: its own %, _ and \ match themselves. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TableSpec = {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** What "sort by name" orders by. */
  name: SQL | AnyPgColumn;
  /** The columns of the table's trigram index (schema.ts `searchText`): the same expression, so the index serves it. */
  search: AnyPgColumn[];
  /** The processed mark, for tables that have one. */
  processedAt?: AnyPgColumn;
};

/**
 * One page of a back-office table (decision 158): `where` (the table's own filters) plus the search and the processed
 * filter, in the chosen order with the id as tie-break (pages are stable and complete), and the total.
 */
export async function tablePage<Row>(db: DbOrTx, spec: TableSpec, query: TableQuery, where: (SQL | undefined)[] = []): Promise<TablePage<Row>> {
  const conditions = [...where];
  if (query.q) conditions.push(sql`(${searchText(...spec.search)}) ilike ${containsPattern(query.q)}`);
  if (spec.processedAt && query.processed === 'todo') conditions.push(isNull(spec.processedAt));
  if (spec.processedAt && query.processed === 'done') conditions.push(isNotNull(spec.processedAt));
  const filter = and(...conditions);
  const order =
    query.sort === 'name'
      ? [asc(sql`lower(${spec.name})`), asc(spec.id)]
      : query.sort === 'oldest'
        ? [asc(spec.createdAt), asc(spec.id)]
        : [desc(spec.createdAt), desc(spec.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(filter)
      .orderBy(...order)
      .limit(tablePageSize)
      .offset((query.page - 1) * tablePageSize),
    db.select({ n: count() }).from(spec.table).where(filter),
  ]);
  return { rows: rows as Row[], total: total?.n ?? 0, page: query.page, pageSize: tablePageSize };
}

/** Marks a row processed now by `username`, or clears the mark; returns the mark, or undefined if no such row. */
export async function setProcessed(
  db: DbOrTx,
  spec: Required<Pick<TableSpec, 'table' | 'id' | 'processedAt'>> & { processedBy: AnyPgColumn },
  id: number,
  processed: boolean,
  username: string,
) {
  const values = processed ? { processedAt: sql`now()`, processedBy: username } : { processedAt: null, processedBy: null };
  const [row] = await db
    .update(spec.table)
    .set(values as never)
    .where(sql`${spec.id} = ${id}`)
    .returning({ processedAt: spec.processedAt, processedBy: spec.processedBy });
  if (!row) return undefined;
  const at = row.processedAt as Date | string | null;
  return { processedAt: at instanceof Date ? at.toISOString() : at ? new Date(at).toISOString() : null, processedBy: row.processedBy as string | null };
}

/** A table with the standard columns a processed-marked back-office list has (registrations, messages). */
type MarkedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; processedAt: AnyPgColumn; processedBy: AnyPgColumn };

/** The table spec and the processed-mark write of a marked table: `name` is what "sort by name" orders by. */
export function markedTable(table: MarkedTable, name: TableSpec['name'], search: AnyPgColumn[]) {
  const spec: TableSpec = { table, id: table.id, createdAt: table.createdAt, name, search, processedAt: table.processedAt };
  return {
    spec,
    mark: (db: DbOrTx, id: number, processed: boolean, username: string) =>
      setProcessed(db, { table, id: table.id, processedAt: table.processedAt, processedBy: table.processedBy }, id, processed, username),
  };
}
