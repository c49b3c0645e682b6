/** Dates in Catalan (DESIGN rule 8): "15 de març de 2026". */

const longDate = new Intl.DateTimeFormat('ca-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('ca-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
});

/** Newer ICU data writes "15 de març del 2026"; the site writes "de 2026" whatever the runtime's ICU version. */
const yearPreposition = (text: string) => text.replace(/ del (\d{4})/, ' de $1');

/** Accepts "2026-03-15" (a calendar date, no time zone shift) or an ISO timestamp. */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? parseCalendarDate(value) : value;
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  return yearPreposition(longDate.format(d));
}

export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return yearPreposition(dateTime.format(d));
}

function parseCalendarDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Date(value);
}

/** Today in the club's time zone, as "YYYY-MM-DD". */
export function todayInMadrid(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}
