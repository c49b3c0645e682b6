import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchSchema } from '#shared/schemas/match.ts';
import { matchesToICalendar } from '#server/features/matches/ical.ts';
import { listMatches, listRecentResults } from '#server/features/matches/repository.ts';

export async function matchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/matches', { schema: { response: { 200: z.array(matchSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'matches', () => listMatches(app.db)),
  );
  r.get('/matches/recent', { schema: { response: { 200: z.array(matchSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'matches/recent', () => listRecentResults(app.db)),
  );
  r.get(
    '/matches.ics',
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
}
