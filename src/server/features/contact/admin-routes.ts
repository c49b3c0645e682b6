import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import { contactMessagePatchSchema, contactMessageSchema } from '#shared/schemas/contact.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import {
  deleteContactMessage,
  listContactMessages,
  markContactMessage,
  markContactMessageProcessed,
  pageContactMessages,
} from '#server/features/contact/inbox.ts';
import { messagePageSchema, processedBodySchema, processedMarkSchema, tableQuerySchema } from '#shared/schemas/admin-table.ts';
import { defineErrors } from '#shared/errors.ts';

const messageNotFound = defineErrors('contactInbox', { notFound: 'Missatge no trobat.' }, 'backOffice').notFound;

/** GET /api/contact-messages, PATCH and DELETE /api/contact-messages/{id} (admin). */
export async function contactAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Cache-Control: no-store comes from the back-office scope (features.ts).
  r.get('/contact-messages', { config: { permission: 'messages.read', auditRead: 'contact_messages' }, schema: { response: { 200: z.array(contactMessageSchema) } } }, () =>
    listContactMessages(app.db),
  );
  // The back office's table (decision 158): one page, searched, filtered by processed mark, sorted.
  r.get('/admin/contact-messages', { config: { permission: 'messages.read', auditRead: 'contact_messages' }, schema: { querystring: tableQuerySchema, response: { 200: messagePageSchema } } }, (request) =>
    pageContactMessages(app.db, request.query),
  );
  r.patch(
    '/contact-messages/:id/processed',
    { config: { permission: 'messages.write' }, schema: { params: idParam, body: processedBodySchema, response: { 200: processedMarkSchema } } },
    async (request) => {
      const mark = await markContactMessageProcessed(app.db, request.params.id, request.body.processed, request.admin!.username);
      if (!mark) throw notFound(messageNotFound);
      return mark;
    },
  );
  r.patch(
    '/contact-messages/:id',
    { config: { permission: 'messages.write' }, schema: { params: idParam, body: contactMessagePatchSchema, response: { 200: contactMessageSchema } } },
    async (request) => {
      const message = await markContactMessage(app.db, request.params.id, request.body.read);
      if (!message) throw notFound(messageNotFound);
      return message;
    },
  );
  deleteByIdRoute(app, '/contact-messages', 'messages.write', (id) => deleteContactMessage(app.db, id), messageNotFound);
}
