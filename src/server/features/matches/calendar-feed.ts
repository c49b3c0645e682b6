import { calendarRefreshHours } from '#shared/calendar.ts';
import { type Match, matchStatusLabels, type MatchStatus } from '#shared/schemas/match.ts';
import {
  contentLines,
  escapeText,
  hasCalendarDate,
  matchTimes,
  matchUid,
  utcStamp,
  vtimezone,
} from '#server/features/matches/ical.ts';

/** One match of a subscription feed and when this version of it was first served (its DTSTAMP and LAST-MODIFIED). */
export type FeedEvent = { match: Match; stamp: Date };

export type SubscriptionFeed = {
  /** The calendar's name in the app (X-WR-CALNAME, NAME). */
  name: string;
  description: string;
  /** The UIDs' domain (PUBLIC_URL's host, never the request's Host header). */
  host: string;
  /** The feed's own https address (SOURCE) and the page it mirrors (URL). */
  sourceUrl: string;
  pageUrl: string;
  events: FeedEvent[];
};

const hasScore = (m: Match): m is Match & { homeScore: number; awayScore: number } =>
  m.status === 'completed' && m.homeScore !== null && m.awayScore !== null;

/** "CB Llívia Sènior Masculí 72 – 65 CB Puigcerdà" once played, "CB Llívia Sènior Masculí – CB Puigcerdà" before. */
export function matchSummary(m: Match): string {
  return hasScore(m) ? `${m.homeTeam} ${m.homeScore} – ${m.awayScore} ${m.awayTeam}` : `${m.homeTeam} – ${m.awayTeam}`;
}

function eventDescription(m: Match): string {
  const status = matchStatusLabels[m.status as MatchStatus] ?? m.status;
  return `${m.category} · ${status}`;
}

const refresh = `PT${calendarRefreshHours}H`;

/**
 * A subscription feed (RFC 5545, with RFC 7986's NAME, REFRESH-INTERVAL and SOURCE and the X- names Google and
 * Apple read): one VEVENT per match with a UID per match id, so a calendar app replaces the event when the match
 * changes (a new time, a result); times in Europe/Madrid with its VTIMEZONE; CRLF, folded at 75 octets.
 */
export function subscriptionCalendar(feed: SubscriptionFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CB Llívia//Calendari de partits//CA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `DESCRIPTION:${escapeText(feed.description)}`,
    `X-WR-CALDESC:${escapeText(feed.description)}`,
    'X-WR-TIMEZONE:Europe/Madrid',
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    `SOURCE;VALUE=URI:${feed.sourceUrl}`,
    `URL;VALUE=URI:${feed.pageUrl}`,
    ...vtimezone,
  ];
  for (const { match: m, stamp } of feed.events) {
    if (!hasCalendarDate(m)) continue;
    const when = utcStamp(stamp);
    lines.push(
      'BEGIN:VEVENT',
      matchUid(m, feed.host),
      `DTSTAMP:${when}`,
      `LAST-MODIFIED:${when}`,
      ...matchTimes(m),
      `SUMMARY:${escapeText(matchSummary(m))}`,
      `LOCATION:${escapeText(m.venue)}`,
      `DESCRIPTION:${escapeText(eventDescription(m))}`,
      `CATEGORIES:${escapeText(m.category)}`,
      // A fixture is a fixture: 'TENTATIVE' would grey it out in some apps. A match called off is deleted by the club.
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return contentLines(lines);
}
