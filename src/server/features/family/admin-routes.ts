import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import { erasureMessages, erasureRequestRowSchema, type ErasureRequestRow, familyMessageSchema, familyMessages } from '#shared/schemas/family.ts';
import { confirmErasure, dismissErasure } from '#server/features/family/erase.ts';
import { listErasureRequests } from '#server/features/family/repository.ts';

/** Back office (guarded scope): the families' erasure requests (GDPR art. 17, issue 14 item 4). */
export async function erasureAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/erasure-requests', { config: { permission: 'privacy.manage', auditRead: 'erasure_requests' }, schema: { response: { 200: z.array(erasureRequestRowSchema) } } }, async () =>
    (await listErasureRequests(app.db)).map(
      (row): ErasureRequestRow => ({
        id: row.id,
        email: row.email,
        status: row.status as ErasureRequestRow['status'],
        requestedAt: row.requestedAt.toISOString(),
        decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
      }),
    ),
  );

  r.post(
    '/admin/erasure-requests/:id/confirm',
    { config: { permission: 'privacy.manage' }, schema: { params: idParam, response: { 200: familyMessageSchema } } },
    async (request) => {
      await confirmErasure(app.db, request.params.id);
      // The places the erasure freed were offered to waiting lists in its transaction: their mails go now.
      app.mail.kick();
      return { message: familyMessages.erasureDone };
    },
  );

  r.post(
    '/admin/erasure-requests/:id/dismiss',
    { config: { permission: 'privacy.manage' }, schema: { params: idParam, response: { 200: familyMessageSchema } } },
    async (request) => {
      await dismissErasure(app.db, request.params.id);
      return { message: erasureMessages.dismissed };
    },
  );
}
