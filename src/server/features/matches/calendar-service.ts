import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { teams } from '#server/db/schema.ts';
import { listSeasonMatches } from '#server/features/matches/repository.ts';
import { findCurrentSeason } from '#server/features/seasons/repository.ts';
import { siteName } from '#shared/routes.ts';
import type { Match } from '#shared/schemas/match.ts';
import type { Season } from '#shared/schemas/season.ts';
import { defineErrors } from '#shared/errors.ts';

export const calendarMessages = {
  // A calendar app or a visitor can ask for it: translated.
  ...defineErrors('calendar', {
    unknownTeam: 'Aquest calendari no existeix: no hi ha cap equip del club amb aquest identificador.',
  }),
  clubName: `${siteName} · Partits`,
  clubDescription: `Tots els partits i resultats dels equips del ${siteName}`,
  teamName: (team: string) => `${team} · Partits`,
  teamDescription: (team: string) => `Partits i resultats de ${team}`,
};

/** The dates a feed covers (decision 172), both included. */
export type FeedWindow = { from: string; to: string };

function shiftMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a feed holds, so it stays small with years of history (decision 172): from the start of the current season
 * (at least the last 6 months of results, never more than 12) to the end of the next season (the current one's end
 * plus a year). Without any season: 6 months back, 12 ahead.
 */
export function feedWindow(today: string, season: Pick<Season, 'startsOn' | 'endsOn'> | undefined): FeedWindow {
  const sixMonthsAgo = shiftMonths(today, -6);
  if (!season) return { from: sixMonthsAgo, to: shiftMonths(today, 12) };
  const from = later(earlier(season.startsOn, sixMonthsAgo), shiftMonths(today, -12));
  return { from, to: shiftMonths(later(season.endsOn, today), 12) };
}

/** The team a feed names, by id; undefined when there is none (a 404). */
export async function findFeedTeam(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

/** What a feed is made of: the same data gives the same ETag on every instance and after a restart. */
export type FeedData = { name: string; description: string; matches: Match[] };

/**
 * A feed's data. A team's matches are the ones whose home or away name contains the team's current name, as the
 * /partits filter selects them (SPEC §9, decision 156); a rename carries the team's matches along with it
 * (updateTeam), so the feed named by id keeps them.
 */
export async function loadFeed(db: DbOrTx, team: { name: string } | undefined, window: FeedWindow): Promise<FeedData> {
  const matches = await listSeasonMatches(db, { startsOn: window.from, endsOn: window.to, team: team?.name });
  return team
    ? { name: calendarMessages.teamName(team.name), description: calendarMessages.teamDescription(team.name), matches }
    : { name: calendarMessages.clubName, description: calendarMessages.clubDescription, matches };
}

/** Today's window for the current season. */
export async function currentFeedWindow(db: DbOrTx, today: string): Promise<FeedWindow> {
  return feedWindow(today, await findCurrentSeason(db, today));
}

/**
 * When this instance first served each version of something (a feed, a match): its Last-Modified and DTSTAMP. No
 * column records when a match last changed, so the first time a version is seen stands in for it: never earlier
 * than the change, unchanged while the content is, and a restart only moves it later (a client fetches once more).
 */
export class FirstSeen {
  private seen = new Map<string, { version: string; at: Date }>();

  private readonly now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.now = now;
  }

  at(key: string, version: string): Date {
    const known = this.seen.get(key);
    if (known?.version === version) return known.at;
    // A few thousand matches at most; a map that somehow grew past that starts again (only costs a refetch).
    if (this.seen.size >= 50_000) this.seen.clear();
    const at = new Date(Math.floor(this.now().getTime() / 1000) * 1000);
    this.seen.set(key, { version, at });
    return at;
  }
}

/** A short hash of a value's JSON (a match's version). */
export function versionOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}
