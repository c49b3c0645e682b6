import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchListQuerySchema, matchStatsQuerySchema } from '#shared/schemas/match.ts';
import { calendarRoutes } from '#server/features/matches/calendar-routes.ts';
import { matchesToICalendar } from '#server/features/matches/ical.ts';
import { type MatchAnswer, matchList, matchStats } from '#server/features/matches/list-service.ts';
import { listMatches, listRecentResults } from '#server/features/matches/repository.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { matchesResponses } from '#shared/endpoints/matches-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** A bounded answer: from the public cache when it has a key, else straight from the database. */
async function answer<T>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, { key, load }: MatchAnswer<T>) {
  if (key) return app.publicCache.send(request, reply, key, load);
  return reply.header('cache-control', 'no-cache').send(await load());
}

export async function matchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SPEC §7's list; `season`, `team`, `list`, `before` and `limit` are optional (README, decision 156).
  route(
    r,
    matchesEndpoints.list,
    { schema: { querystring: matchListQuerySchema, response: { 200: matchesResponses.list } } },
    async (request, reply) => answer(app, request, reply, await matchList(app, request.query)),
  );
  route(
    r,
    matchesEndpoints.stats,
    { schema: { querystring: matchStatsQuerySchema, response: { 200: matchesResponses.stats } } },
    async (request, reply) => answer(app, request, reply, await matchStats(app, request.query)),
  );
  route(r, matchesEndpoints.recent, { schema: { response: { 200: matchesResponses.recent } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'matches/recent', () => listRecentResults(app.db)),
  );
  route(
    r,
    matchesEndpoints.calendarFile,
    { schema: { querystring: z.object({ team: z.string().trim().max(200).optional() }) } },
    async (request, reply) => {
      const team = request.query.team || undefined;
      const all = await listMatches(app.db);
      const list = team ? all.filter((m) => m.homeTeam.includes(team) || m.awayTeam.includes(team)) : all;
      // The UIDs' domain comes from PUBLIC_URL, never from the Host header (issue 10 item 13).
      const host = new URL(app.config.publicUrl).hostname;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="partits.ics"')
        .header('cache-control', 'no-cache')
        .send(matchesToICalendar(list, { host, team }));
    },
  );
  // The calendar subscriptions by team id and for the whole club (decision 172).
  await app.register(calendarRoutes);
}
