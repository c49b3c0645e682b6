import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PublicLimit } from '#server/plugins/rate-limit.ts';
import type { Permission } from '#shared/permissions.ts';

/**
 * One route as it was declared: its method, full path, the permission its `config` names (if any) and the public
 * rate limit it declares (if any, decision 197).
 */
export type DeclaredRoute = { method: string; path: string; permission: Permission | undefined; limit: PublicLimit | undefined };

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

// Fastify publishes every new instance on this channel before any plugin or route is registered (its documented
// diagnostics channel), so an onRoute hook added here sees every route of every scope with its own options —
// including the `config.permission` the one check reads (decision 187).
dc.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const routes: DeclaredRoute[] = [];
  declared.set(fastify, routes);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const { permission, limit } = (route.config ?? {}) as { permission?: Permission; limit?: PublicLimit };
    for (const method of [route.method].flat()) routes.push({ method, path: route.url, permission, limit });
  });
});

/**
 * Every route of an app built after this module was imported (HEAD routes Fastify adds for each GET left out), with
 * its declared permission.
 */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes = declared.get(app);
  if (!routes) throw new Error('This app was built before tests/helpers/route-permissions.ts was imported.');
  return routes.filter((r) => r.method !== 'HEAD');
}
