import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import type { Config } from '#server/config.ts';

/** How long each kind of personal data is kept (RETENTION_* in the environment; decision 191). */
export type RetentionPolicy = Config['retention'];

/** What one kind did in a run, e.g. `{ deleted: 12 }` or `{ 'deleted:admin_sessions': 3 }`: counts, never values. */
export type Counts = Record<string, number>;

/**
 * One kind of data the nightly job looks after: `run` deletes or anonymises what is past its limit on `today`
 * (tests move time by passing another instant) inside the run's transaction for this kind, and says how many rows.
 * `entity` is the table the audit entry names; `label` is what the command line prints.
 */
export type RetentionKind = {
  name: string;
  entity: string;
  label: string;
  run: (tx: Tx, today: Date, policy: RetentionPolicy) => Promise<Counts>;
};

/** The run's "now" as a timestamptz. */
export const instant = (today: Date): SQL => sql`${today.toISOString()}::timestamptz`;

/** The club's calendar day (Europe/Madrid) at `today`: seasons and campuses end on a day, not at an instant. */
export const clubDay = (today: Date): SQL => sql`(${instant(today)} at time zone 'Europe/Madrid')::date`;

/** `today` minus whole years, or days. */
export const yearsBefore = (today: Date, years: number): SQL => sql`(${instant(today)} - make_interval(years => ${years}))`;
export const daysBefore = (today: Date, days: number): SQL => sql`(${instant(today)} - make_interval(days => ${days}))`;

/** True when a day (a date column) plus whole years is before the club's day at `today`: that day's limit passed. */
export const dayPlusYearsPassed = (day: AnyPgColumn, years: number, today: Date): SQL =>
  sql`(${day} + make_interval(years => ${years}))::date < ${clubDay(today)}`;

/** The entry's fields: each count above zero as "name:count". Empty: the run changed nothing of this kind. */
export const countFields = (counts: Counts): string[] =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name}:${n}`);
