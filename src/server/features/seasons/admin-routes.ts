import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  r.get('/admin/seasons', { schema: { response: { 200: z.array(adminSeasonSchema) } } }, () => listAdminSeasons(app.db));

  r.post('/admin/seasons', { schema: { body: seasonCreateSchema } }, async (request, reply) => {
    const id = await createSeason(app.db, request.body);
    return reply.code(201).send({ id });
  });

  r.put('/admin/seasons/open', { schema: { body: openSeasonBodySchema } }, async (request, reply) => {
    await setOpenSeason(app.db, request.body.seasonId);
    return reply.code(204).send();
  });

  r.put('/seasons/:id', { schema: { params: idParam, body: seasonCreateSchema, response: { 200: seasonSchema } } }, async (request) => {
    const season = await updateSeason(app.db, request.params.id, request.body);
    if (!season) throw notFound(seasonNotFound);
    return season;
  });

  deleteByIdRoute(app, '/seasons', (id) => deleteSeason(app.db, id), seasonNotFound);
}
