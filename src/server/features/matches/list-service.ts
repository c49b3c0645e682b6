import type { FastifyInstance } from 'fastify';
import { teams } from '#server/db/schema.ts';
import { badRequest } from '#server/http-error.ts';
import {
  listResultCursors,
  listResults,
  listSeasonMatches,
  listSeasonScores,
  listUpcoming,
  type MatchWindow,
  upcomingStatuses,
} from '#server/features/matches/repository.ts';
import { listSeasons } from '#server/features/seasons/repository.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { matchCursor } from '#shared/list-pages.ts';
import { currentSeason } from '#shared/seasons.ts';
import { computeMatchStats } from '#shared/match-stats.ts';
import {
  type Match,
  type MatchListQuery,
  type MatchStatsSummary,
  matchPageSize,
  matchQueryMessages,
} from '#shared/schemas/match.ts';

/**
 * GET /api/matches and GET /api/matches/stats through time (decision 156), served from the public cache (decision
 * 199). Each answer is bounded by one season; `key` names its copy in the public cache, or is undefined when the
 * answer should not be kept: a team that is not one of the club's, or a `before` that is not a result of the season
 * (keys an outsider could multiply without end). The key is checked against lookups the cache itself keeps (the
 * seasons, the club's team names, the season's result cursors), so a request answered from memory asks the database
 * nothing.
 */
export type MatchAnswer<T> = { key: string | undefined; load: () => Promise<T> };

type PublicSeason = Awaited<ReturnType<typeof listSeasons>>[number];

/** Every season, newest first, kept with the lists (a season's write NOTIFYs the cache: migration 0017). */
export const cachedSeasons = (app: FastifyInstance) =>
  app.publicCache.value('seasons', () => listSeasons(app.db), (list) => 128 * list.length + 256);

async function seasonOf(app: FastifyInstance, id: number | undefined, today: string): Promise<PublicSeason | undefined> {
  const list = await cachedSeasons(app);
  if (id === undefined) return currentSeason(list, today);
  const season = list.find((s) => s.id === id);
  if (!season) throw badRequest(matchQueryMessages.unknownSeason, { season: [matchQueryMessages.unknownSeason] });
  return season;
}

/** The club's team names: a team filter is kept in the cache only when it is one of them. */
const clubTeamNames = (app: FastifyInstance) =>
  app.publicCache.value(
    'teams/names',
    async () => new Set((await app.db.select({ name: teams.name }).from(teams)).map((t) => t.name)),
    (names) => 96 * names.size + 256,
  );

async function isClubTeam(app: FastifyInstance, team: string): Promise<boolean> {
  return team === '' || (await clubTeamNames(app)).has(team);
}

/** The cursors of the season's results: a deeper page is kept only when it continues from one of them. */
const resultCursors = (app: FastifyInstance, season: PublicSeason) =>
  app.publicCache.value(
    `matches/cursors|${season.id}`,
    async () => new Set((await listResultCursors(app.db, season)).map(matchCursor)),
    (cursors) => 64 * cursors.size + 256,
  );

export async function matchList(app: FastifyInstance, query: MatchListQuery): Promise<MatchAnswer<Match[]>> {
  const today = todayInMadrid();
  const season = await seasonOf(app, query.season, today);
  if (!season) return { key: undefined, load: async () => [] };
  const team = query.team ?? '';
  const window: MatchWindow = { startsOn: season.startsOn, endsOn: season.endsOn, team };
  const list = query.list;
  // 'all' and 'upcoming' read neither `limit` nor `before`: one copy whatever they say.
  const paged = list !== 'all' && list !== 'upcoming';
  const limit = paged ? (query.limit ?? matchPageSize.default) : matchPageSize.default;
  const before = paged ? query.before : undefined;
  const load = async (): Promise<Match[]> => {
    if (list === 'all') return listSeasonMatches(app.db, window);
    if (list === 'results') return listResults(app.db, window, limit, before);
    if (list === 'upcoming') return listUpcoming(app.db, window, today);
    // No list chosen: what the page shows first, upcoming then the newest page of results.
    const [upcoming, results] = await Promise.all([listUpcoming(app.db, window, today), listResults(app.db, window, limit, before)]);
    return [...upcoming, ...results];
  };
  if (!(await isClubTeam(app, team))) return { key: undefined, load };
  const key = `matches|${season.id}|${list ?? ''}|${limit}|${today}|${team}`;
  if (before === undefined) return { key, load };
  const cursor = matchCursor({ matchDate: before.date, matchTime: before.time, id: before.id });
  return { key: (await resultCursors(app, season)).has(cursor) ? `${key}|${cursor}` : undefined, load };
}

export async function matchStats(
  app: FastifyInstance,
  query: Pick<MatchListQuery, 'season' | 'team'>,
): Promise<MatchAnswer<MatchStatsSummary>> {
  const today = todayInMadrid();
  const season = await seasonOf(app, query.season, today);
  const team = query.team ?? '';
  const load = async (): Promise<MatchStatsSummary> => {
    const rows = season ? await listSeasonScores(app.db, season) : [];
    const mine = team === '' ? rows : rows.filter((m) => m.homeTeam.includes(team) || m.awayTeam.includes(team));
    return {
      ...computeMatchStats(rows, team),
      upcoming: mine.filter((m) => upcomingStatuses.includes(m.status) && m.matchDate >= today).length,
      results: mine.filter((m) => m.status === 'completed').length,
    };
  };
  const key = (await isClubTeam(app, team)) ? `matches/stats|${season?.id ?? 0}|${today}|${team}` : undefined;
  return { key, load };
}
