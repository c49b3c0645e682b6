import { type Column, eq, getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';

/**
 * "Which fields changed" for an update (decision 189, section of 2026-11-24): the record's row is read before the handler
 * and after it, as one digest per column computed by the database, and the entry names the columns whose digest
 * differs. The values themselves never reach the app: only `md5(column::text)` does, held in the request's memory
 * until the answer is sent, never logged, never written.
 */

/** The row of one record as digests: the column's property name (as the API spells it) → md5 of its text, or null. */
export type Digests = ReadonlyMap<string, string | null>;

/**
 * Pure bookkeeping, never listed as changed: the moment of the last write (`updated_at`), which every write of its
 * table moves. Compared by SQL name, so any table that adds one is covered.
 */
export const bookkeepingColumns: ReadonlySet<string> = new Set(['updated_at']);

type Audited = { table: PgTable; columns: [string, Column][]; id: Column };

/** Every table of the schema with an `id` column, by its SQL name (what entityOf and config.auditEntity give). */
const tables: ReadonlyMap<string, Audited> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table): [string, Audited][] => {
      const columns = Object.entries(getTableColumns(table)) as [string, Column][];
      const id = columns.find(([key, column]) => key === 'id' && column.name === 'id')?.[1];
      return id ? [[getTableName(table), { table, columns, id }]] : [];
    }),
);

/** The table an entry's entity names, when it is one with an `id` column. */
export const auditedTable = (entity: string): Audited | undefined => tables.get(entity);

/** The id as the column takes it, or undefined when it cannot be one of its values (no query is made then). */
function idValue(column: Column, id: string): number | string | undefined {
  if (column.dataType === 'number') return /^[1-9][0-9]{0,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : undefined;
  return column.dataType === 'string' ? id : undefined;
}

/** The record's row as digests, or undefined when there is no such row (or the id cannot be one). */
export async function readDigests(db: DbOrTx, audited: Audited, id: string): Promise<Digests | undefined> {
  const value = idValue(audited.id, id);
  if (value === undefined) return undefined;
  const fields: Record<string, SQL<string | null>> = {};
  for (const [key, column] of audited.columns) fields[key] = sql<string | null>`md5(${column}::text)`;
  const [row] = await db.select(fields).from(audited.table).where(eq(audited.id, value)).limit(1);
  return row ? new Map(Object.entries(row)) : undefined;
}

/**
 * The names of the columns whose stored value differs between the two reads, in the table's order — bookkeeping
 * columns left out — followed by the names sent that are no column of the row (`sizes`, `review`, `read`, `direction`:
 * what the handler writes elsewhere, in another table or under another column's name, which the row cannot tell
 * changed or not; they are kept as sent rather than hidden).
 */
export function changedFields(audited: Audited, before: Digests, after: Digests, sent: readonly string[]): string[] {
  const changed = audited.columns
    .filter(([key, column]) => !bookkeepingColumns.has(column.name) && before.get(key) !== after.get(key))
    .map(([key]) => key);
  const columns = new Set(audited.columns.flatMap(([key, column]) => [key, column.name]));
  return [...changed, ...sent.filter((name) => !columns.has(name))];
}
