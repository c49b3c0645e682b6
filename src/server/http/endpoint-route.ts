import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Registers the route of a catalogued endpoint (decision 202): its method and path come from `#shared/endpoints`
 * (the path relative to the plugin's prefix), the rest is Fastify's shorthand, typed by the route's schema as
 * `r.get(path, options, handler)` is. The response schema should be the endpoint's, from its `*-responses.ts`.
 */
export function route<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema,
>(
  app: App,
  endpoint: Endpoint,
  options: RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider
  >,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider
  >,
): App {
  return app.route<RouteGeneric, ContextConfig, SchemaCompiler>({ ...options, method: endpoint.method, url: pathIn(app, endpoint), handler });
}

/** An endpoint's path relative to the plugin's prefix (`/api/teams` in a plugin registered at `/api` is `/teams`). */
export function pathIn(app: FastifyInstance, endpoint: Endpoint): string {
  const prefix = app.prefix;
  if (!endpoint.path.startsWith(prefix)) throw new Error(`${endpoint.method} ${endpoint.path}: registered under ${prefix}`);
  return endpoint.path.slice(prefix.length);
}
