import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '#shared/permissions.ts';
import { idParam } from '#shared/schemas/common.ts';
import { adminSeasonSchema, openSeasonBodySchema, seasonCreateSchema } from '#shared/schemas/season-admin.ts';
import { seasonSchema } from '#shared/schemas/season.ts';
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

/**
 * Back office (guarded scope), the "Temporades" dialog of Inscr. Club and Inscr. Escoles (issue 12 item 1):
 * GET /api/admin/seasons (every season with its registrations), POST /api/admin/seasons (create, closed),
 * PUT /api/admin/seasons/open ({ seasonId }: open that one for registrations; null closes them); PUT
 * /api/seasons/{id} (correct a label or dates) and DELETE /api/seasons/{id} (one nothing depends on), decision 160.
 */
export async function seasonAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/seasons', { config: { permission: 'seasons.read' }, schema: { response: { 200: z.array(adminSeasonSchema) } } }, async (request) => {
    const rows = await listAdminSeasons(app.db);
    // How many families registered is for the roles that see registrations (decision 187: a coach sees no count).
    if (can(request.admin!.role, 'registrations.read')) return rows;
    return rows.map((row) => ({ ...row, clubRegistrations: 0, schoolRegistrations: 0 }));
  });

  r.post('/admin/seasons', { config: { permission: 'seasons.write' }, schema: { body: seasonCreateSchema } }, async (request, reply) => {
    const id = await createSeason(app.db, request.body);
    return reply.code(201).send({ id });
  });

  r.put('/admin/seasons/open', { config: { permission: 'seasons.write' }, schema: { body: openSeasonBodySchema } }, async (request, reply) => {
    await setOpenSeason(app.db, request.body.seasonId);
    return reply.code(204).send();
  });

  r.put('/seasons/:id', { config: { permission: 'seasons.write' }, schema: { params: idParam, body: seasonCreateSchema, response: { 200: seasonSchema } } }, async (request) => {
    const season = await updateSeason(app.db, request.params.id, request.body);
    if (!season) throw notFound(seasonNotFound);
    return season;
  });

  deleteByIdRoute(app, '/seasons', 'seasons.write', (id) => deleteSeason(app.db, id), seasonNotFound);
}
