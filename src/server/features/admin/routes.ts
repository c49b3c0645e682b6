import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rolePermissions, secondFactorRequired } from '#shared/permissions.ts';
import { loginInputSchema, loginRefusedSchema } from '#shared/schemas/admin.ts';
import {
  assertNotCrossSite,
  clearSessionCookie,
  deviceToken,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '#server/features/admin/auth.ts';
import { findActiveSession } from '#server/features/admin/sessions.ts';
import { rememberToken, setRememberCookie } from '#server/features/admin/remember-cookie.ts';
import { SecondFactorError } from '#server/features/admin/second-factor-login.ts';
import { type LoginResult, login, logout } from '#server/features/admin/service.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';
import { sessionResponses } from '#shared/endpoints/session-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** POST /api/admin/login and POST /api/admin/logout: open to everyone, refused from another site. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(
    r,
    sessionEndpoints.login,
    {
      onRequest: async (request) => assertNotCrossSite(request),
      config: {
        limit: publicLimits.exempt(
          'Its own limits, counted in the database per address, account and device for every instance, with their ' +
            'own answers (login-attempts.ts, loginLimits; decision 051).',
        ),
      },
      schema: { body: loginInputSchema, response: { 200: sessionResponses.login, 401: loginRefusedSchema } },
    },
    async (request, reply) => {
      const previous = sessionToken(request);
      const context = {
        ip: request.ip,
        sessionSecret: app.config.sessionSecret,
        deviceToken: deviceToken(request),
        rememberToken: rememberToken(request),
      };
      let result: LoginResult;
      try {
        result = await login(app.db, request.body, context);
      } catch (err) {
        // The right password without the right code: no session; the flag tells the form to show the code step.
        if (!(err instanceof SecondFactorError)) throw err;
        reply.header('cache-control', 'no-store');
        return reply.code(401).send({ ...err.toBody(), secondFactor: err.flag });
      }
      // A new session id at every login; the one the browser had before is gone.
      if (previous) await logout(app.db, previous);
      setSessionCookie(reply, app.config, result.token);
      setDeviceCookie(reply, app.config, result.deviceToken);
      if (result.rememberToken) setRememberCookie(reply, app.config, result.rememberToken);
      reply.header('cache-control', 'no-store');
      return { username: result.username, csrfToken: result.csrfToken };
    },
  );

  const logoutLimit = publicLimits.exempt('Ends the caller’s own session, from this site only: nothing to flood or guess.');
  route(r, sessionEndpoints.logout, { config: { limit: logoutLimit } }, async (request, reply) => {
    const token = sessionToken(request);
    const session = token ? await findActiveSession(app.db, token) : undefined;
    assertNotCrossSite(request, session?.csrfToken);
    await logout(app.db, token);
    if (session) {
      await recordAudit(app.db, { action: 'sign_out', entity: 'session', actorId: session.userId, actor: session.username, ip: request.ip });
    }
    clearSessionCookie(reply, app.config);
    return reply.code(204).send();
  });
}

/** GET /api/admin/session: who is logged in and the token to send with changes (inside the guarded scope). */
export async function adminSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Cache-Control: no-store comes from the back-office scope (features.ts).
  route(r, sessionEndpoints.current, { config: { permission: 'self' }, schema: { response: { 200: sessionResponses.current } } }, async (request) => {
    const { username, csrfToken, role, totpEnabled } = request.admin!;
    return {
      username,
      csrfToken,
      role,
      permissions: [...rolePermissions[role]],
      secondFactor: { enabled: totpEnabled, required: secondFactorRequired[role] },
    };
  });
}
