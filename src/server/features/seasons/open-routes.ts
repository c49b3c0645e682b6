import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openSeason } from '#server/features/seasons/admin-service.ts';
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { seasonsResponses } from '#shared/endpoints/seasons-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * GET /api/seasons/open (public): the season open for club and school registrations, `{ id, label, startsOn,
 * endsOn }`, or `null` when the club has closed registrations (decision 155). /inscriute, its forms and their
 * submit buttons follow it.
 */
export async function openSeasonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, seasonsEndpoints.open, { schema: { response: { 200: seasonsResponses.open } } }, async (_request, reply) => {
    // Revalidated on every visit: the admin opens or closes a season with no deploy.
    reply.header('cache-control', 'no-cache');
    return (await openSeason(app.db)) ?? null;
  });
}
