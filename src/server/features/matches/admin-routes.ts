import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { matchInputSchema, matchPatchSchema } from '#shared/schemas/match.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import { createMatch, deleteMatch, updateMatch } from '#server/features/matches/admin-service.ts';
import { defineErrors } from '#shared/errors.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { matchesResponses } from '#shared/endpoints/matches-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const matchNotFound = defineErrors('match', { notFound: 'Partit no trobat.' }, 'backOffice').notFound;

/** POST /api/matches, PATCH /api/matches/{id}, DELETE /api/matches/{id} (admin). */
export async function matchAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, matchesEndpoints.create, { config: { permission: 'matches.write' }, schema: { body: matchInputSchema, response: { 201: matchesResponses.create } } }, async (request, reply) =>
    reply.code(201).send(await createMatch(app.db, request.body)),
  );
  route(
    r,
    matchesEndpoints.update,
    { config: { permission: 'matches.write' }, schema: { params: idParam, body: matchPatchSchema, response: { 200: matchesResponses.update } } },
    async (request) => {
      const match = await updateMatch(app.db, request.params.id, request.body);
      if (!match) throw notFound(matchNotFound);
      return match;
    },
  );
  deleteByIdRoute(app, matchesEndpoints.remove, 'matches.write', (id) => deleteMatch(app.db, id), matchNotFound);
}
