import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '#shared/permissions.ts';
import { idParam } from '#shared/schemas/common.ts';
import { notFound } from '#server/http-error.ts';
import type { AppError } from '#shared/errors.ts';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * A catalogued `DELETE …/:id` of the back office (decision 202), written once: 204 when `remove` deleted something,
 * else 404 with the entity's Catalan message. `permission` is what the volunteer's role needs (decision 187); `remove` does whatever
 * erasing the entity needs (decision 012).
 */
export function deleteByIdRoute(
  app: FastifyInstance,
  endpoint: Endpoint,
  permission: Permission,
  remove: (id: number) => Promise<boolean>,
  notFoundMessage: AppError,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, endpoint, { config: { permission }, schema: { params: idParam } }, async (request, reply) => {
    if (!(await remove(request.params.id))) throw notFound(notFoundMessage);
    return reply.code(204).send();
  });
}
