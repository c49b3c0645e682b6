import type { FastifyInstance } from 'fastify';
import { adminAuthPlugin, isStateChanging, requireAdmin } from '#server/features/admin/auth.ts';
import { adminAuthRoutes, adminSessionRoutes } from '#server/features/admin/routes.ts';
import { contactAdminRoutes } from '#server/features/contact/admin-routes.ts';
import { matchAdminRoutes } from '#server/features/matches/admin-routes.ts';
import { memberAdminRoutes } from '#server/features/members/routes.ts';
import { uploadRoutes } from '#server/features/media/upload-routes.ts';
import { albumAdminRoutes } from '#server/features/albums/admin-routes.ts';
import { albumRoutes } from '#server/features/albums/routes.ts';
import { photoAdminRoutes } from '#server/features/photos/admin-routes.ts';
import { teamAdminRoutes } from '#server/features/teams/admin-routes.ts';
import { campusAdminRoutes } from '#server/features/campus/admin-routes.ts';
import { campusRoutes } from '#server/features/campus/routes.ts';
import { registrationAdminRoutes } from '#server/features/registrations/admin-routes.ts';
import { registrationRoutes } from '#server/features/registrations/routes.ts';
import { contactRoutes } from '#server/features/contact/routes.ts';
import { matchRoutes } from '#server/features/matches/routes.ts';
import { openSeasonRoutes } from '#server/features/seasons/open-routes.ts';
import { seasonAdminRoutes } from '#server/features/seasons/admin-routes.ts';
import { seasonRoutes } from '#server/features/seasons/routes.ts';
import { mediaRoutes } from '#server/features/media/routes.ts';
import { photoRoutes } from '#server/features/photos/routes.ts';
import { productRoutes } from '#server/features/products/routes.ts';
import { adminProductRoutes } from '#server/features/products/admin-routes.ts';
import { adminOrderRoutes, orderRoutes } from '#server/features/orders/routes.ts';
import { paymentRoutes } from '#server/features/payments/routes.ts';
import { shopRoutes } from '#server/features/shop/routes.ts';
import { siteRoutes } from '#server/features/site/routes.ts';
import { healthRoutes } from '#server/features/health/routes.ts';
import { teamRoutes } from '#server/features/teams/routes.ts';
import { waitlistAdminRoutes } from '#server/features/waitlist/admin-routes.ts';
import { waitlistRoutes } from '#server/features/waitlist/routes.ts';
import { familyRoutes } from '#server/features/family/routes.ts';
import { erasureAdminRoutes } from '#server/features/family/admin-routes.ts';
import { requirePermissionDeclarations } from '#server/features/admin/permissions.ts';
import { exemptFromPublicLimits } from '#server/plugins/rate-limit.ts';
import { secondFactorRoutes } from '#server/features/admin/second-factor-routes.ts';
import { registerAuditHook } from '#server/features/audit/hook.ts';
import { auditRoutes } from '#server/features/audit/routes.ts';
import { userAdminRoutes } from '#server/features/users/admin-routes.ts';
import { accountLinkRoutes } from '#server/features/users/link-routes.ts';
import { backupStatusRoutes } from '#server/features/back-office/backup-routes.ts';

/** Every feature's routes, in one place: a new feature adds one line here. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  // Session cookies for the back office (login and logout are public; the rest is in the guarded scope below).
  await app.register(adminAuthPlugin);

  // Public routes: each write declares its rate limit, or why it has none (config.limit, decision 197).
  await app.register(siteRoutes);
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(teamRoutes, { prefix: '/api' });
  await app.register(matchRoutes, { prefix: '/api' });
  await app.register(openSeasonRoutes, { prefix: '/api' });
  await app.register(seasonRoutes, { prefix: '/api' });
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(albumRoutes, { prefix: '/api' });
  await app.register(campusRoutes, { prefix: '/api' });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(registrationRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(shopRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(adminAuthRoutes, { prefix: '/api' });
  // A volunteer's invitation or password link (issue 15 item 1): no session yet, the link's token decides.
  await app.register(accountLinkRoutes, { prefix: '/api' });
  // The family page: its own session and scope (decision 181), never the admin's.
  await app.register(familyRoutes, { prefix: '/api' });

  // Back-office routes: every route registered inside this scope sits behind the one auth hook (DESIGN rule 2).
  await app.register(async (admin) => {
    // No valid session: 401. A state-changing request from another site: 403 (CSRF, issue 3 item 4).
    admin.addHook('onRequest', requireAdmin);
    // Every route below declares the permission its role needs (decision 187): one without stops the start.
    requirePermissionDeclarations(admin);
    // ...and so needs no public rate limit, which every write outside this scope declares (decision 197).
    exemptFromPublicLimits(admin);
    // Every write and every read of personal data in bulk is recorded: who, when, what, which fields (decision 189).
    registerAuditHook(admin);
    // Personal data is never kept by a browser or a proxy: every answer of the back office, errors included
    // (issue 10 item 10). onSend runs for every reply of this scope, the 401 of the hook above too.
    // Server-Timing: how long the server took (handler and serialisation), for the volunteers' own browser tools
    // and the bench's back-office figures (issue 12: first page <= 300 ms server time). Back office only: a visitor's
    // answers don't carry it.
    admin.addHook('onSend', async (request, reply, payload) => {
      // A volunteer's change is in their next read of the public lists on this instance at once; the trigger's
      // NOTIFY (cache/public-cache.ts) reaches the other instances a moment later.
      if (isStateChanging(request.method) && reply.statusCode < 400) app.publicCache.clear();
      reply.header('cache-control', 'no-store');
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      return payload;
    });
    await admin.register(adminSessionRoutes, { prefix: '/api' });
    await admin.register(uploadRoutes, { prefix: '/api' });
    await admin.register(teamAdminRoutes, { prefix: '/api' });
    await admin.register(matchAdminRoutes, { prefix: '/api' });
    await admin.register(photoAdminRoutes, { prefix: '/api' });
    await admin.register(albumAdminRoutes, { prefix: '/api' });
    await admin.register(contactAdminRoutes, { prefix: '/api' });
    await admin.register(campusAdminRoutes, { prefix: '/api' });
    await admin.register(waitlistAdminRoutes, { prefix: '/api' });
    await admin.register(memberAdminRoutes, { prefix: '/api' });
    await admin.register(registrationAdminRoutes, { prefix: '/api' });
    await admin.register(seasonAdminRoutes, { prefix: '/api' });
    await admin.register(adminProductRoutes, { prefix: '/api' });
    await admin.register(adminOrderRoutes, { prefix: '/api' });
    await admin.register(erasureAdminRoutes, { prefix: '/api' });
    await admin.register(backupStatusRoutes, { prefix: '/api' });
    await admin.register(secondFactorRoutes, { prefix: '/api' });
    await admin.register(userAdminRoutes, { prefix: '/api' });
    await admin.register(auditRoutes, { prefix: '/api' });
  });
}
