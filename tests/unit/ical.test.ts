import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, matchesToICalendar } from '#server/features/matches/ical.ts';
import type { Match } from '#shared/schemas/match.ts';

const match = (over: Partial<Match> = {}): Match => ({
  id: 7,
  homeTeam: 'CB Llívia Sènior Masculí',
  awayTeam: 'CB Puigcerdà',
  matchDate: '2026-03-15',
  matchTime: '18:30',
  venue: 'Pavelló Fòrum, Llívia',
  category: 'Sènior Masculí',
  homeScore: null,
  awayScore: null,
  status: 'scheduled',
  ...over,
});

describe('iCalendar feed', () => {
  const now = new Date('2026-01-01T10:00:00Z');

  it('writes one VEVENT per match in Europe/Madrid time with a stable UID', () => {
    const ics = matchesToICalendar([match()], { host: 'cbllivia.cat', now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
    expect(ics).toContain('UID:match-7@cbllivia.cat');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260315T183000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260315T203000');
    expect(ics).toContain('LOCATION:Pavelló Fòrum\\, Llívia');
    expect(ics).toContain('DTSTAMP:20260101T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('keeps the UID when anything else about the match changes', () => {
    const a = matchesToICalendar([match()], { host: 'h', now });
    const b = matchesToICalendar([match({ matchTime: '20:00', status: 'completed', homeScore: 70, awayScore: 60 })], { host: 'h', now });
    const uid = (s: string) => /UID:(.*)/.exec(s)![1];
    expect(uid(a)).toBe(uid(b));
    expect(b).toContain('SUMMARY:CB Llívia Sènior Masculí - CB Puigcerdà (70-60)');
  });

  it('crosses midnight correctly and writes an all-day event without a time', () => {
    expect(matchesToICalendar([match({ matchTime: '23:00' })], { host: 'h', now })).toContain('DTEND;TZID=Europe/Madrid:20260316T010000');
    expect(matchesToICalendar([match({ matchTime: '' })], { host: 'h', now })).toContain('DTSTART;VALUE=DATE:20260315');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    // A lone CR is a line break too (it would split the content line); other control characters are dropped.
    expect(escapeText('a\rb\r\nc\u0007d\te')).toBe('a\\nb\\ncd\te');
    const long = `SUMMARY:${'à'.repeat(80)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(long);
  });
});
