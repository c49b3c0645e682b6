import type { Match } from '#shared/schemas/match.ts';

/** Europe/Madrid (CET/CEST, EU rules since 1996): every event's times are local to the pavilion. */
export const vtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 text escaping; a line break becomes `\\n` and other control characters (never valid in TEXT) go. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (c) => (c === '\t' ? c : ''));
}

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const len = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + len > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += len;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

function addHours(date: string, time: string, hours: number): { date: string; time: string } {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMinutes(h * 60 + m + hours * 60);
  return { date: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) };
}

/** An RFC 5545 UTC DATE-TIME (`20260101T100000Z`). */
export function utcStamp(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** A match's UID: one per match id, so a calendar replaces the event when the match changes. */
export function matchUid(m: Pick<Match, 'id'>, host: string): string {
  return `UID:match-${m.id}@${host}`;
}

/** Whether a match has a date a calendar can place (the column is a date; this guards hand-made rows). */
export function hasCalendarDate(m: Pick<Match, 'matchDate'>): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(m.matchDate);
}

/** DTSTART/DTEND in Europe/Madrid, two hours long; a match without a time is an all-day event. */
export function matchTimes(m: Pick<Match, 'matchDate' | 'matchTime'>): string[] {
  if (!/^\d{2}:\d{2}$/.test(m.matchTime)) return [`DTSTART;VALUE=DATE:${compactDate(m.matchDate)}`];
  const end = addHours(m.matchDate, m.matchTime, 2);
  return [
    `DTSTART;TZID=Europe/Madrid:${compactDate(m.matchDate)}T${m.matchTime.replace(':', '')}00`,
    `DTEND;TZID=Europe/Madrid:${compactDate(end.date)}T${end.time.replace(':', '')}00`,
  ];
}

/** Content lines as an iCalendar object: each folded at 75 octets, CRLF after every line (RFC 5545 §3.1). */
export function contentLines(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export type CalendarOptions = { host: string; team?: string | undefined; now?: Date };

/** An iCalendar feed of matches in Europe/Madrid time with stable UIDs (one per match id). */
export function matchesToICalendar(list: Match[], opts: CalendarOptions): string {
  const stamp = utcStamp(opts.now ?? new Date());
  const name = opts.team ? `CB Llívia · ${opts.team}` : 'CB Llívia · Partits';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CB Llívia//Partits//CA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Madrid',
    ...vtimezone,
  ];
  for (const m of list) {
    if (!hasCalendarDate(m)) continue;
    const score =
      m.status === 'completed' && m.homeScore !== null && m.awayScore !== null ? ` (${m.homeScore}-${m.awayScore})` : '';
    lines.push('BEGIN:VEVENT', matchUid(m, opts.host), `DTSTAMP:${stamp}`, ...matchTimes(m));
    lines.push(
      `SUMMARY:${escapeText(`${m.homeTeam} - ${m.awayTeam}${score}`)}`,
      `LOCATION:${escapeText(m.venue)}`,
      `DESCRIPTION:${escapeText(m.category)}`,
      `STATUS:${m.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return contentLines(lines);
}
