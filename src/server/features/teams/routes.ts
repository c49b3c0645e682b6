import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamSchema } from '#shared/schemas/team.ts';
import { listTeams } from '#server/features/teams/repository.ts';

export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/teams', { schema: { response: { 200: z.array(teamSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'teams', () => listTeams(app.db)),
  );
}
