import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '#shared/permissions.ts';
import { idParam } from '#shared/schemas/common.ts';
import { notFound } from '#server/http-error.ts';
import type { AppError } from '#shared/errors.ts';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * `DELETE …/:id` of the back office (a catalogued endpoint, decision 202; or, not yet catalogued, `<path>/:id`), written once: 204 when `remove` deleted something, else 404 with the
 * entity's Catalan message. `permission` is what the volunteer's role needs (decision 187); `remove` does whatever
 * erasing the entity needs (decision 012).
 */
export function deleteByIdRoute(
  app: FastifyInstance,
  endpoint: Endpoint | string,
  permission: Permission,
  remove: (id: number) => Promise<boolean>,
  notFoundMessage: AppError,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { config: { permission }, schema: { params: idParam } };
  const handler = async (request: { params: { id: number } }, reply: { code: (status: number) => { send: () => unknown } }) => {
    if (!(await remove(request.params.id))) throw notFound(notFoundMessage);
    return reply.code(204).send();
  };
  if (typeof endpoint === 'string') r.delete(`${endpoint}/:id`, options, handler);
  else route(r, endpoint, options, handler);
}
