import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSeasonSchema, openSeasonBodySchema, seasonCreateSchema } from '#shared/schemas/season-admin.ts';
import { createSeason, listAdminSeasons, setOpenSeason } from '#server/features/seasons/admin-service.ts';

/**
 * Back office (guarded scope), the "Temporades" dialog of Inscr. Club and Inscr. Escoles (issue 12 item 1):
 * GET /api/admin/seasons (every season with its registrations), POST /api/admin/seasons (create, closed),
 * PUT /api/admin/seasons/open ({ seasonId }: open that one for registrations; null closes them).
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
}
