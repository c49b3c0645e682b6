import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { erasureMessages, type ErasureRequestRow, familyMessages } from '#shared/schemas/family.ts';
import { confirmErasure, dismissErasure } from '#server/features/family/erase.ts';
import { listErasureRequests } from '#server/features/family/repository.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Back office (guarded scope): the families' erasure requests (GDPR art. 17, issue 14 item 4). */
export async function erasureAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(r, backOfficeEndpoints.erasureRequests, { config: { permission: 'privacy.manage', auditRead: 'erasure_requests' }, schema: { response: { 200: backOfficeResponses.erasureRequests } } }, async () =>
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

  route(
    r,
    backOfficeEndpoints.confirmErasure,
    { config: { permission: 'privacy.manage' }, schema: { params: idParam, response: { 200: backOfficeResponses.confirmErasure } } },
    async (request) => {
      await confirmErasure(app.db, request.params.id);
      // The places the erasure freed were offered to waiting lists in its transaction: their mails go now.
      app.mail.kick();
      return { message: familyMessages.erasureDone };
    },
  );

  route(
    r,
    backOfficeEndpoints.dismissErasure,
    { config: { permission: 'privacy.manage' }, schema: { params: idParam, response: { 200: backOfficeResponses.dismissErasure } } },
    async (request) => {
      await dismissErasure(app.db, request.params.id);
      return { message: erasureMessages.dismissed };
    },
  );
}
