import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { contactMessagePatchSchema } from '#shared/schemas/contact.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import {
  deleteContactMessage,
  listContactMessages,
  markContactMessage,
  markContactMessageProcessed,
  pageContactMessages,
} from '#server/features/contact/inbox.ts';
import { processedBodySchema, tableQuerySchema } from '#shared/schemas/admin-table.ts';
import { defineErrors } from '#shared/errors.ts';
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { contactAdminResponses } from '#shared/endpoints/contact-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const messageNotFound = defineErrors('contactInbox', { notFound: 'Missatge no trobat.' }, 'backOffice').notFound;

/** GET /api/contact-messages, PATCH and DELETE /api/contact-messages/{id} (admin). */
export async function contactAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Cache-Control: no-store comes from the back-office scope (features.ts).
  route(r, contactAdminEndpoints.list, { config: { permission: 'messages.read', auditRead: 'contact_messages' }, schema: { response: { 200: contactAdminResponses.list } } }, () =>
    listContactMessages(app.db),
  );
  // The back office's table (decision 158): one page, searched, filtered by processed mark, sorted.
  route(r, contactAdminEndpoints.page, { config: { permission: 'messages.read', auditRead: 'contact_messages' }, schema: { querystring: tableQuerySchema, response: { 200: contactAdminResponses.page } } }, (request) =>
    pageContactMessages(app.db, request.query),
  );
  route(
    r,
    contactAdminEndpoints.markProcessed,
    { config: { permission: 'messages.write' }, schema: { params: idParam, body: processedBodySchema, response: { 200: contactAdminResponses.markProcessed } } },
    async (request) => {
      const mark = await markContactMessageProcessed(app.db, request.params.id, request.body.processed, request.admin!.username);
      if (!mark) throw notFound(messageNotFound);
      return mark;
    },
  );
  route(
    r,
    contactAdminEndpoints.update,
    { config: { permission: 'messages.write' }, schema: { params: idParam, body: contactMessagePatchSchema, response: { 200: contactAdminResponses.update } } },
    async (request) => {
      const message = await markContactMessage(app.db, request.params.id, request.body.read);
      if (!message) throw notFound(messageNotFound);
      return message;
    },
  );
  deleteByIdRoute(app, contactAdminEndpoints.remove, 'messages.write', (id) => deleteContactMessage(app.db, id), messageNotFound);
}
