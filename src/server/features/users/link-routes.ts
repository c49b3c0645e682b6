import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertNotCrossSite } from '#server/features/admin/auth.ts';
import { windowCounter } from '#server/features/family/limits.ts';
import { acceptLink, lookupLink } from '#server/features/users/link-service.ts';
import { HttpError } from '#server/http-error.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import {
  acceptLinkSchema,
  accountLinkLookupSchema,
  accountLinkMessages,
} from '#shared/schemas/users.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';
import { sessionResponses } from '#shared/endpoints/session-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * Per address and per 15 minutes, in this instance's memory like the family links' limits (decision 181): a token
 * cannot be guessed (256 bits); these keep a script from hammering the database, and the accepts (each one hashes a
 * password) from hogging the hashing slots the logins need.
 */
export const accountLinkRateLimits = { windowMinutes: 15, lookupsPerIp: 30, acceptsPerIp: 10 } as const;

/**
 * The volunteer's invitation or password link (issue 15 item 1, decision 188), no session: the link's token decides.
 * The token travels in the body, never in a URL the server logs. From this site only (as the login).
 */
export async function accountLinkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lookups = windowCounter(accountLinkRateLimits.lookupsPerIp, accountLinkRateLimits.windowMinutes);
  const accepts = windowCounter(accountLinkRateLimits.acceptsPerIp, accountLinkRateLimits.windowMinutes);
  const limited = (counter: ReturnType<typeof windowCounter>) => async (request: FastifyRequest) => {
    assertNotCrossSite(request);
    if (counter.over(request.ip)) throw new HttpError(429, accountLinkMessages.tooMany);
  };
  const ownLimit = publicLimits.exempt('Its own limits per address: accountLinkRateLimits, above.');
  const noStore = async (_request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };

  route(
    r,
    sessionEndpoints.lookupLink,
    { config: { limit: ownLimit }, onRequest: limited(lookups), onSend: noStore, schema: { body: accountLinkLookupSchema, response: { 200: sessionResponses.lookupLink } } },
    async (request) => lookupLink(app.db, app.config.sessionSecret, request.body.token),
  );

  route(
    r,
    sessionEndpoints.acceptLink,
    { config: { limit: ownLimit }, onRequest: limited(accepts), onSend: noStore, schema: { body: acceptLinkSchema, response: { 200: sessionResponses.acceptLink } } },
    async (request) => acceptLink(app.db, app.config.sessionSecret, request.body, request.ip),
  );
}
