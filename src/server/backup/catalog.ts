import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * What a backup reads of the database's own catalogue, so that it follows the schema without a list to keep up to
 * date: every base table of the `public` schema (drizzle's migration bookkeeping lives in the `drizzle` schema and
 * is recorded as a level instead), its columns, its foreign keys and its serial columns.
 */
export type TableInfo = { name: string; columns: string[] };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

type JournalEntry = { idx: number; tag: string; when: number };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

export const readJournal = (folder = migrationsFolder): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migration level this code brings a database to: how many migrations its journal holds. */
export const codeMigrationLevel = () => readJournal().entries.length;

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many migrations have been applied (0 when the bookkeeping table does not exist yet). */
export async function migrationLevel(db: DbOrTx): Promise<number> {
  const [exists] = await rows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return 0;
  const [level] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return level?.n ?? 0;
}

/** Every table of the schema with its (non-generated) columns, sorted by name. */
export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const found = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const r of found) tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** Table names so that every table comes after the tables it references (a self-reference does not count). */
export async function foreignKeyOrder(db: DbOrTx, names: string[]): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (s: string) => s.replace(/^"|"$/g, '');
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) {
    const child = unquote(e.child);
    const parent = unquote(e.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const done: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const p of parents.get(name) ?? []) visit(p, path);
    placed.add(name);
    done.push(name);
  };
  for (const name of [...names].sort()) visit(name, new Set());
  return done;
}

/** Columns whose default is a sequence's nextval (serial ids), as [table, column]. */
export async function serialColumns(db: DbOrTx): Promise<{ table: string; column: string }[]> {
  return rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
}

/** A quoted identifier (names come from the catalogue, but quoting keeps any name safe). */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The number of rows in every table (0 for an empty database). */
export async function totalRows(db: DbOrTx, tables: TableInfo[]): Promise<number> {
  let total = 0;
  for (const t of tables) {
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${ident(t.name)}`);
    total += r?.n ?? 0;
  }
  return total;
}

export { rows as selectRows };
