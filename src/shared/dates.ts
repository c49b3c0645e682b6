/**
 * Dates in the page's language (DESIGN rule 8; issue 13 item 1): "15 de març de 2026", "15 de marzo de 2026",
 * "15 mars 2026". Catalan unless a locale is given.
 */
import { intlLocale, type Locale } from '#shared/locales.ts';

const dayMonthYear = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: Locale, withTime: boolean) => {
  const key = `${locale}${withTime ? 't' : ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      intlLocale[locale],
      withTime ? { ...dayMonthYear, hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' } : { ...dayMonthYear, timeZone: 'UTC' },
    );
    formats.set(key, f);
  }
  return f;
};

/** Newer ICU data writes "15 de març del 2026"; the site writes "de 2026" whatever the runtime's ICU version. */
const yearPreposition = (text: string) => text.replace(/ del (\d{4})/, ' de $1');

/** Accepts "2026-03-15" (a calendar date, no time zone shift) or an ISO timestamp. */
export function formatDate(value: string | Date, locale: Locale = 'ca'): string {
  const d = typeof value === 'string' ? parseCalendarDate(value) : value;
  if (Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  return yearPreposition(formatter(locale, false).format(d));
}

export function formatDateTime(value: string | Date, locale: Locale = 'ca'): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return yearPreposition(formatter(locale, true).format(d));
}

function parseCalendarDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Date(value);
}

/**
 * One formatter for the whole process. Each `new Intl.DateTimeFormat` builds ICU objects outside V8's heap, which V8
 * neither sees nor counts: made once per request (GET /api/campus asks for today each time), they grew the server's
 * resident memory by ~100 MB under a few seconds of load before a collection freed them (decision 186).
 */
const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/**
 * The last answer and the minute it was for: Madrid's offset from UTC is a whole number of hours, so its day changes
 * only on a whole minute, and one answer holds for every instant of that minute. Formatting in a time zone took a
 * fifteenth of the server's time on a cached match list (decision 207); the lists ask for today on every request.
 */
let memo = { minute: Number.NaN, day: '' };

const madridClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day in the club's time zone, as "HH:MM" (24 hours: the same in the three languages). */
export const timeInMadrid = (at: Date): string => madridClock.format(at);

/** Today in the club's time zone, as "YYYY-MM-DD". */
export function todayInMadrid(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== memo.minute) memo = { minute, day: madridDay.format(now) };
  return memo.day;
}
