import { todayInMadrid } from '#shared/dates.ts';

/**
 * "Today" for a test (decision 195): the club's day in Madrid by the test clock, which a run can move with
 * TEST_TODAY=YYYY-MM-DD (tests/setup/clock.mjs). A test that needs a date in the future or the past builds it from
 * here (`daysFromToday(10)`), never writes one that is only in the future until some day.
 */
export const testToday = (): string => todayInMadrid();

/** "YYYY-MM-DD" a number of days after (or before, when negative) a calendar date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A calendar date a number of days from the test clock's today. */
export const daysFromToday = (days: number): string => addDays(testToday(), days);

/** "YYYY-MM-DD" some whole years before a date (on a given month and day, March 15 unless said). */
export function yearsBefore(date: string, years: number, monthDay = '03-15'): string {
  return `${Number(date.slice(0, 4)) - years}-${monthDay}`;
}

/** The season (1 July – 30 June, decision 155) holding a date, as its label's first year: 2026 for 2026/2027. */
export const seasonStartYear = (date: string = testToday()): number =>
  Number(date.slice(0, 4)) - (date.slice(5) < '07-01' ? 1 : 0);

/** The same day some calendar months later (or earlier), on the month's last day when it has no such day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
