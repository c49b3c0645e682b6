import type { FastifyInstance } from 'fastify';
import { campusRoutes } from '#server/features/campus/routes.ts';
import { contactRoutes } from '#server/features/contact/routes.ts';
import { matchRoutes } from '#server/features/matches/routes.ts';
import { mediaRoutes } from '#server/features/media/routes.ts';
import { photoRoutes } from '#server/features/photos/routes.ts';
import { productRoutes } from '#server/features/products/routes.ts';
import { siteRoutes } from '#server/features/site/routes.ts';
import { teamRoutes } from '#server/features/teams/routes.ts';

/** Every feature's routes, in one place: a new feature adds one line here. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  // Public routes
  await app.register(siteRoutes);
  await app.register(mediaRoutes);
  await app.register(teamRoutes, { prefix: '/api' });
  await app.register(matchRoutes, { prefix: '/api' });
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(campusRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });

  // Back-office routes: every route registered inside this scope sits behind the one auth hook (DESIGN rule 2).
  await app.register(async (admin) => {
    // The admin issue installs the session check here: admin.addHook('onRequest', requireAdmin)
    void admin;
  });
}
