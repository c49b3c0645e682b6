import { urlOf } from '#shared/endpoints/endpoint.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';

/**
 * The calendar subscriptions (issue 13 item 5, decision 172): one feed per team, named by the team's id so a rename
 * keeps it, and one for the whole club. The server serves these paths; /partits links to them (decision 202).
 */
export const clubCalendarPath = urlOf(matchesEndpoints.clubCalendar);

export function teamCalendarPath(teamId: number): string {
  return urlOf(matchesEndpoints.teamCalendar, { id: teamId });
}

/** The same feed for a calendar app: `webcal://` opens the phone's or the computer's calendar to subscribe. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:/, 'webcal:');
}

/** Google Calendar's "add by URL" page for a feed (Android phones do not open webcal:// links). */
export function googleCalendarUrl(httpsUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(httpsUrl))}`;
}

/** How often a calendar app should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL): results come in on match days. */
export const calendarRefreshHours = 3;
