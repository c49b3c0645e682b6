import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { teams } from '#server/db/schema.ts';
import { badRequest } from '#server/http-error.ts';
import {
  listResults,
  listSeasonMatches,
  listSeasonScores,
  listUpcoming,
  type MatchWindow,
  upcomingStatuses,
} from '#server/features/matches/repository.ts';
import { findCurrentSeason, findSeason } from '#server/features/seasons/repository.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { computeMatchStats } from '#shared/match-stats.ts';
import {
  type Match,
  type MatchListQuery,
  type MatchStatsSummary,
  matchPageSize,
  matchQueryMessages,
} from '#shared/schemas/match.ts';

/**
 * GET /api/matches and GET /api/matches/stats through time (decision 156). Each answer is bounded by one season;
 * `key` names its copy in the public cache, or is undefined when the answer should not be kept (a deeper page, a
 * team that is not one of the club's: keys an outsider could multiply without end).
 */
export type MatchAnswer<T> = { key: string | undefined; load: () => Promise<T> };

async function seasonOf(db: DbOrTx, id: number | undefined, today: string) {
  if (id === undefined) return findCurrentSeason(db, today);
  const season = await findSeason(db, id);
  if (!season) throw badRequest(matchQueryMessages.unknownSeason, { season: [matchQueryMessages.unknownSeason] });
  return season;
}

async function isClubTeam(db: DbOrTx, team: string): Promise<boolean> {
  if (team === '') return true;
  const names = await db.select({ name: teams.name }).from(teams);
  return names.some((t) => t.name === team);
}

export async function matchList(app: FastifyInstance, query: MatchListQuery): Promise<MatchAnswer<Match[]>> {
  const today = todayInMadrid();
  const season = await seasonOf(app.db, query.season, today);
  if (!season) return { key: undefined, load: async () => [] };
  const team = query.team ?? '';
  const window: MatchWindow = { startsOn: season.startsOn, endsOn: season.endsOn, team };
  const limit = query.limit ?? matchPageSize.default;
  const list = query.list;
  const load = async (): Promise<Match[]> => {
    if (list === 'all') return listSeasonMatches(app.db, window);
    if (list === 'results') return listResults(app.db, window, limit, query.before);
    if (list === 'upcoming') return listUpcoming(app.db, window, today);
    // No list chosen: what the page shows first, upcoming then the newest page of results.
    const [upcoming, results] = await Promise.all([
      listUpcoming(app.db, window, today),
      listResults(app.db, window, limit, query.before),
    ]);
    return [...upcoming, ...results];
  };
  const cacheable = query.before === undefined && (await isClubTeam(app.db, team));
  const key = cacheable ? `matches|${season.id}|${list ?? ''}|${limit}|${today}|${team}` : undefined;
  return { key, load };
}

export async function matchStats(
  app: FastifyInstance,
  query: Pick<MatchListQuery, 'season' | 'team'>,
): Promise<MatchAnswer<MatchStatsSummary>> {
  const today = todayInMadrid();
  const season = await seasonOf(app.db, query.season, today);
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
  const key = (await isClubTeam(app.db, team)) ? `matches/stats|${season?.id ?? 0}|${today}|${team}` : undefined;
  return { key, load };
}
