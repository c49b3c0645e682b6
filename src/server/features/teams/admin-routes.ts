import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { teamCreateSchema, teamInputSchema, teamSchema } from '#shared/schemas/team.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { createTeam, deleteTeam, updateTeam } from '#server/features/teams/admin-service.ts';

const teamNotFound = 'Equip no trobat.';

/** POST /api/teams, PUT /api/teams/{id}, DELETE /api/teams/{id} (admin). */
export async function teamAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/teams',
    { config: { permission: 'teams.write' }, bodyLimit: imageFormBodyLimit, schema: { body: teamCreateSchema, response: { 201: teamSchema } } },
    async (request, reply) => reply.code(201).send(await createTeam(app.db, request.body)),
  );
  r.put(
    '/teams/:id',
    { config: { permission: 'teams.text' }, bodyLimit: imageFormBodyLimit, schema: { params: idParam, body: teamInputSchema, response: { 200: teamSchema } } },
    async (request) => {
      const team = await updateTeam(app.db, request.params.id, request.body);
      if (!team) throw notFound(teamNotFound);
      return team;
    },
  );
  deleteByIdRoute(app, '/teams', 'teams.write', (id) => deleteTeam(app.db, id), teamNotFound);
}
