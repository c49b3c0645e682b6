import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { waitlistMoveSchema } from '#shared/schemas/campus-waitlist.ts';
import { idParam } from '#shared/schemas/common.ts';
import { adminWaitlist, moveEntry, offerByHand } from '#server/features/waitlist/admin.ts';
import { removeEntry } from '#server/features/waitlist/service.ts';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { waitlistAdminResponses } from '#shared/endpoints/waitlist-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Back office (guarded scope): each campus's waiting list in order; remove, move, offer by hand (decision 180). */
export async function waitlistAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(r, waitlistAdminEndpoints.list, { config: { permission: 'signups.read', auditRead: 'campus_waitlist' }, schema: { params: idParam, response: { 200: waitlistAdminResponses.list } } }, (request) =>
    adminWaitlist(app.db, request.params.id),
  );

  // Off the list ('removed'); a standing offer's places go to the next entries that fit, its running payment stopped.
  route(r, waitlistAdminEndpoints.remove, { config: { permission: 'signups.write' }, schema: { params: idParam } }, async (request, reply) => {
    await removeEntry(app, request.params.id);
    app.mail.kick();
    return reply.code(204).send();
  });

  route(r, waitlistAdminEndpoints.move, { config: { permission: 'signups.write' }, schema: { params: idParam, body: waitlistMoveSchema } }, async (request, reply) => {
    await moveEntry(app.db, request.params.id, request.body.direction);
    return reply.code(204).send();
  });

  route(r, waitlistAdminEndpoints.offer, { config: { permission: 'signups.write' }, schema: { params: idParam } }, async (request, reply) => {
    await offerByHand(app.db, request.params.id);
    app.mail.kick();
    return reply.code(204).send();
  });
}
