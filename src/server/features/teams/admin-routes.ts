import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '#shared/permissions.ts';
import { idParam } from '#shared/schemas/common.ts';
import { teamCreateSchema, teamInputSchema } from '#shared/schemas/team.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import { teamsResponses } from '#shared/endpoints/teams-responses.ts';
import { route } from '#server/http/endpoint-route.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { HttpError, notFound } from '#server/http-error.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { createTeam, deleteTeam, TeamIdentityChanged, updateTeam } from '#server/features/teams/admin-service.ts';
import { defineErrors } from '#shared/errors.ts';

const teamErrors = defineErrors(
  'teamAdmin',
  {
    notFound: 'Equip no trobat.',
    textsOnly:
      "El teu rol només pot canviar els textos i la foto dels equips: el nom, la categoria, la divisió i el nombre de jugadors els canvia l'entrenador o l'administrador.",
  },
  'backOffice',
);
const teamNotFound = teamErrors.notFound;
/** A role with 'teams.text' and not 'teams.write' (comunicació) changing a team's name, category, division or players. */
export const teamTextsOnly = teamErrors.textsOnly;

/** POST /api/teams, PUT /api/teams/{id}, DELETE /api/teams/{id} (admin). */
export async function teamAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    teamsEndpoints.create,
    { config: { permission: 'teams.write' }, bodyLimit: imageFormBodyLimit, schema: { body: teamCreateSchema, response: { 201: teamsResponses.create } } },
    async (request, reply) => reply.code(201).send(await createTeam(app.db, request.body)),
  );
  route(
    r,
    teamsEndpoints.update,
    { config: { permission: 'teams.text' }, bodyLimit: imageFormBodyLimit, schema: { params: idParam, body: teamInputSchema, response: { 200: teamsResponses.update } } },
    async (request) => {
      const textsOnly = !request.admin || !can(request.admin.role, 'teams.write');
      try {
        const team = await updateTeam(app.db, request.params.id, request.body, textsOnly);
        if (!team) throw notFound(teamNotFound);
        return team;
      } catch (err) {
        if (err instanceof TeamIdentityChanged) throw new HttpError(403, teamTextsOnly);
        throw err;
      }
    },
  );
  deleteByIdRoute(app, teamsEndpoints.remove, 'teams.write', (id) => deleteTeam(app.db, id), teamNotFound);
}
