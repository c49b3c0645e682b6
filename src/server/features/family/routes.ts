import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { idParam } from '#shared/schemas/common.ts';
import {
  familyCancelSchema,
  familyContactInputSchema,
  familyErasureSchema,
  familyMessages,
  familyRecordParams,
  familySessionSchema,
  familySignInLinkSchema,
} from '#shared/schemas/family.ts';
import { assertNotCrossSite } from '#server/features/admin/auth.ts';
import { exportFileName, familyExport } from '#server/features/family/export.ts';
import { familyRecords } from '#server/features/family/records.ts';
import { windowCounter } from '#server/features/family/limits.ts';
import { cancelSignUp } from '#server/features/family/cancel.ts';
import {
  correctContact,
  leaveFamilyWaitlist,
  requestErasure,
  requestSignInLink,
  sessionLimits,
} from '#server/features/family/service.ts';
import {
  clearFamilyCookie,
  createFamilySession,
  deleteFamilySession,
  requireFamily,
  setFamilyCookie,
  useSignInToken,
} from '#server/features/family/session.ts';
import { HttpError } from '#server/http-error.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyResponses } from '#shared/endpoints/family-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * The family page's API (issue 14 item 4, decision 181), all under /api/family: asking for a link and opening it
 * are open to everyone (from this site only); everything else sits behind `requireFamily` in its own scope, so the
 * family's cookie opens these routes and nothing else, and the admin's cookie opens none of them.
 */
export async function familyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fromThisSite = { onRequest: async (request: Parameters<typeof assertNotCrossSite>[0]) => assertNotCrossSite(request) };
  // Opening links per IP (a token cannot be guessed; this keeps a script from hammering the database).
  const opens = windowCounter(sessionLimits.opensPerIp, sessionLimits.windowMinutes);

  route(
    r,
    familyEndpoints.signInLink,
    {
      ...fromThisSite,
      config: { limit: publicLimits.exempt('Its own limits per address, per e-mail and per day (requestSignInLink, linkLimits).') },
      schema: { body: familySignInLinkSchema, response: { 202: familyResponses.signInLink } },
    },
    async (request, reply) => {
      await requestSignInLink(app, request.body.email, familyLocale(request, request.body.locale), request.ip);
      return reply.code(202).send({ message: familyMessages.linkSent });
    },
  );

  route(
    r,
    familyEndpoints.signIn,
    {
      ...fromThisSite,
      config: { limit: publicLimits.exempt('Its own limit per address (sessionLimits.opensPerIp, below).') },
      schema: { body: familySessionSchema, response: { 200: familyResponses.signIn } },
    },
    async (request, reply) => {
      if (opens.over(request.ip)) throw new HttpError(429, familyMessages.tooMany);
      const email = await useSignInToken(app.db, request.body.token);
      const session = await createFamilySession(app.db, email);
      setFamilyCookie(reply, app.config, session.token);
      reply.header('cache-control', 'no-store');
      return { email, csrfToken: session.csrfToken };
    },
  );

  await app.register(familySessionRoutes);
}

/** The routes a family session opens (one hook for all of them). */
async function familySessionRoutes(app: FastifyInstance) {
  app.decorateRequest('family', null);
  app.addHook('onRequest', requireFamily);
  // A light limit per session (review finding 11): exports (each reads every table) and changes (a cancel asks the
  // payment provider for a refund); reading the records and signing out are never held back.
  const exports = windowCounter(sessionLimits.exportsPerSession, sessionLimits.windowMinutes);
  const changes = windowCounter(sessionLimits.changesPerSession, sessionLimits.windowMinutes);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    const counter = url.endsWith('/family/export') ? exports : request.method === 'GET' || url.endsWith('/family/sign-out') ? null : changes;
    if (counter?.over(request.family!.id)) throw new HttpError(429, familyMessages.tooMany);
  });
  // A family's records are never kept by a browser cache or a proxy, errors included.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // What the public limits guard against needs a family's session here; its changes have the limit above.
  const perSession = publicLimits.exempt('A family session’s own limit on changes (sessionLimits.changesPerSession, above).');
  const signOutLimit = publicLimits.exempt('Ends the family’s own session: never held back.');
  const email = (request: { family: { email: string } | null }) => request.family!.email;

  route(r, familyEndpoints.session, { schema: { response: { 200: familyResponses.session } } }, async (request) => ({
    email: email(request),
    csrfToken: request.family!.csrfToken,
  }));

  route(r, familyEndpoints.signOut, { config: { limit: signOutLimit }, schema: { response: { 200: familyResponses.signOut } } }, async (request, reply) => {
    await deleteFamilySession(app.db, request.family!.id);
    clearFamilyCookie(reply, app.config);
    return { message: familyMessages.signedOut };
  });

  route(r, familyEndpoints.records, { schema: { response: { 200: familyResponses.records } } }, async (request) =>
    familyRecords(app.db, email(request)),
  );

  route(
    r,
    familyEndpoints.cancelCampusSignUp,
    { config: { limit: perSession }, schema: { params: idParam, body: familyCancelSchema.optional(), response: { 200: familyResponses.cancelCampusSignUp } } },
    async (request) => ({ message: familyMessages[await cancelSignUp(app, email(request), request.params.id)] }),
  );

  route(
    r,
    familyEndpoints.leaveWaitlist,
    { config: { limit: perSession }, schema: { params: idParam, response: { 200: familyResponses.leaveWaitlist } } },
    async (request) => {
      await leaveFamilyWaitlist(app, email(request), request.params.id);
      return { message: waitlistMessages.left };
    },
  );

  route(
    r,
    familyEndpoints.updateContact,
    { config: { limit: perSession }, schema: { params: familyRecordParams, body: familyContactInputSchema, response: { 200: familyResponses.updateContact } } },
    async (request) => {
      const { kind, id } = request.params;
      await correctContact(app.db, email(request), kind, id, { phone: request.body.phone, email: request.body.email });
      return { message: familyMessages.contactUpdated };
    },
  );

  route(r, familyEndpoints.exportData, {}, async (request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${exportFileName()}"`);
    return JSON.stringify(await familyExport(app.db, email(request)), null, 2);
  });

  route(
    r,
    familyEndpoints.erasureRequest,
    { config: { limit: perSession }, schema: { body: familyErasureSchema, response: { 201: familyResponses.erasureRequest } } },
    async (request, reply) => {
      await requestErasure(app.db, email(request), app.config.sessionSecret);
      return reply.code(201).send({ message: familyMessages.erasureRequested });
    },
  );
}
