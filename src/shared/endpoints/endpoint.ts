/*
 * The API's endpoints, each defined once (issue 21 item 5d, decision 202): a feature's file in this folder names
 * each endpoint's method and path, and its `*-responses.ts` sibling the schema of its answer. The server registers
 * its routes from these (`#server/http/endpoint-route.ts`), the client builds its URLs from them and, in development
 * and tests, parses each answer with its schema (`#client/lib/api-client.ts`). This file and the path files import
 * nothing heavy: public pages load them; the schemas load only where answers are checked.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: its feature and name (where its answer's schema is, in `responses.ts`), method and path. */
export type Endpoint<F extends string = string, N extends string = string, M extends Method = Method, P extends string = string> = {
  readonly feature: F;
  readonly name: N;
  readonly method: M;
  readonly path: P;
};

type Table = Record<string, readonly [Method, `/api/${string}`]>;

/**
 * A feature's endpoints: `defineEndpoints('teams', { list: ['GET', '/api/teams'], update: ['PUT', '/api/teams/:id'] })`.
 * A path's parameters are Fastify's (`:id`); the types know their names.
 */
export function defineEndpoints<const F extends string, const T extends Table>(
  feature: F,
  table: T,
): { readonly [K in keyof T & string]: Endpoint<F, K, T[K][0], T[K][1]> } {
  return Object.fromEntries(
    Object.entries(table).map(([name, [method, path]]) => [name, { feature, name, method, path }]),
  ) as { readonly [K in keyof T & string]: Endpoint<F, K, T[K][0], T[K][1]> };
}

/** A parameter's name without the static text Fastify allows after it (`:id.ics` is `id`). */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S extends `${infer Name}-${string}` ? Name : S;

/** The names of a path's parameters: `'/api/family/registrations/:kind/:id'` gives `'kind' | 'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

/** The values of an endpoint's path parameters. */
export type PathParams<E extends Endpoint> = { readonly [K in ParamNames<E['path']>]: string | number };

/** A query string's values (empty and undefined ones are left out), or a query string made elsewhere ("?a=1"). */
export type Query = Readonly<Record<string, string | number | undefined>> | string;

/** The query string of these values, without empty ones ("" when there are none, else "?a=1&b=2"). */
export function queryString(query: Query = {}): string {
  if (typeof query === 'string') return query;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The arguments a URL of this endpoint needs: its parameters when its path has any. */
export type UrlArgs<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: PathParams<E>, query?: Query];

/** The URL of an endpoint: `urlOf(teamsEndpoints.update, { id: 3 })` is `/api/teams/3`. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[params, query]: UrlArgs<E>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}
