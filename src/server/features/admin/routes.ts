import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionSchema, loginInputSchema } from '#shared/schemas/admin.ts';
import {
  assertNotCrossSite,
  clearSessionCookie,
  deviceToken,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '#server/features/admin/auth.ts';
import { findActiveSession } from '#server/features/admin/sessions.ts';
import { login, logout } from '#server/features/admin/service.ts';

/** POST /api/admin/login and POST /api/admin/logout: open to everyone, refused from another site. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/login',
    {
      onRequest: async (request) => assertNotCrossSite(request),
      schema: { body: loginInputSchema, response: { 200: adminSessionSchema } },
    },
    async (request, reply) => {
      const previous = sessionToken(request);
      const result = await login(app.db, request.body, request.ip, deviceToken(request));
      // A new session id at every login; the one the browser had before is gone.
      if (previous) await logout(app.db, previous);
      setSessionCookie(reply, app.config, result.token);
      setDeviceCookie(reply, app.config, result.deviceToken);
      reply.header('cache-control', 'no-store');
      return { username: result.username, csrfToken: result.csrfToken };
    },
  );

  r.post('/admin/logout', async (request, reply) => {
    const token = sessionToken(request);
    const session = token ? await findActiveSession(app.db, token) : undefined;
    assertNotCrossSite(request, session?.csrfToken);
    await logout(app.db, token);
    clearSessionCookie(reply, app.config);
    return reply.code(204).send();
  });
}

/** GET /api/admin/session: who is logged in and the token to send with changes (inside the guarded scope). */
export async function adminSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Cache-Control: no-store comes from the back-office scope (features.ts).
  r.get('/admin/session', { schema: { response: { 200: adminSessionSchema } } }, async (request) => {
    return { username: request.admin!.username, csrfToken: request.admin!.csrfToken };
  });
}
