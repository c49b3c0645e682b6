import type { FastifyInstance } from 'fastify';

export type Route = { method: string; path: string };

/**
 * The app's route table, read from `printRoutes({ commonPrefix: false })`: one node per line, four characters of
 * tree drawing per level, "segment (METHOD, …)"; a node's full path is its ancestors' segments joined.
 */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3}|[└├]── )*)(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!m?.[2]) continue;
    const depth = [...m[1]!].length / 4;
    stack.length = depth;
    stack[depth] = m[2];
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
      routes.push({ method, path: path === '/*' ? '*' : path });
    }
  }
  return routes;
}

/** A URL for a route pattern: ids become `id`, other parameters `x`. */
export const concreteUrl = (path: string, id = '1') => path.replace(/:id\b/g, id).replace(/:[a-zA-Z]+/g, 'x');
