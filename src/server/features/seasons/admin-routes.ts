import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '#shared/permissions.ts';
import { idParam } from '#shared/schemas/common.ts';
import { openSeasonBodySchema, seasonCreateSchema } from '#shared/schemas/season-admin.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import {
  createSeason,
  deleteSeason,
  listAdminSeasons,
  seasonNotFound,
  setOpenSeason,
  updateSeason,
} from '#server/features/seasons/admin-service.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { seasonsAdminResponses } from '#shared/endpoints/seasons-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * Back office (guarded scope), the "Temporades" dialog of Inscr. Club and Inscr. Escoles (issue 12 item 1):
 * GET /api/admin/seasons (every season with its registrations), POST /api/admin/seasons (create, closed),
 * PUT /api/admin/seasons/open ({ seasonId }: open that one for registrations; null closes them); PUT
 * /api/seasons/{id} (correct a label or dates) and DELETE /api/seasons/{id} (one nothing depends on), decision 160.
 */
export async function seasonAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(r, seasonsAdminEndpoints.list, { config: { permission: 'seasons.read' }, schema: { response: { 200: seasonsAdminResponses.list } } }, async (request) => {
    const rows = await listAdminSeasons(app.db);
    // How many families registered is for the roles that see registrations (decision 187: a coach sees no count).
    if (can(request.admin!.role, 'registrations.read')) return rows;
    return rows.map((row) => ({ ...row, clubRegistrations: 0, schoolRegistrations: 0 }));
  });

  route(r, seasonsAdminEndpoints.create, { config: { permission: 'seasons.write' }, schema: { body: seasonCreateSchema, response: { 201: seasonsAdminResponses.create } } }, async (request, reply) => {
    const id = await createSeason(app.db, request.body);
    return reply.code(201).send({ id });
  });

  route(r, seasonsAdminEndpoints.open, { config: { permission: 'seasons.write' }, schema: { body: openSeasonBodySchema } }, async (request, reply) => {
    await setOpenSeason(app.db, request.body.seasonId);
    return reply.code(204).send();
  });

  route(r, seasonsAdminEndpoints.update, { config: { permission: 'seasons.write' }, schema: { params: idParam, body: seasonCreateSchema, response: { 200: seasonsAdminResponses.update } } }, async (request) => {
    const season = await updateSeason(app.db, request.params.id, request.body);
    if (!season) throw notFound(seasonNotFound);
    return season;
  });

  deleteByIdRoute(app, seasonsAdminEndpoints.remove, 'seasons.write', (id) => deleteSeason(app.db, id), seasonNotFound);
}
