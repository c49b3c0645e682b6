import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import { contactMessagePatchSchema, contactMessageSchema } from '#shared/schemas/contact.ts';
import { notFound } from '#server/http-error.ts';
import { deleteContactMessage, listContactMessages, markContactMessage } from '#server/features/contact/inbox.ts';

const messageNotFound = 'Missatge no trobat.';

/** GET /api/contact-messages, PATCH and DELETE /api/contact-messages/{id} (admin). */
export async function contactAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Cache-Control: no-store comes from the back-office scope (features.ts).
  r.get('/contact-messages', { schema: { response: { 200: z.array(contactMessageSchema) } } }, () =>
    listContactMessages(app.db),
  );
  r.patch(
    '/contact-messages/:id',
    { schema: { params: idParam, body: contactMessagePatchSchema, response: { 200: contactMessageSchema } } },
    async (request) => {
      const message = await markContactMessage(app.db, request.params.id, request.body.read);
      if (!message) throw notFound(messageNotFound);
      return message;
    },
  );
  r.delete('/contact-messages/:id', { schema: { params: idParam } }, async (request, reply) => {
    if (!(await deleteContactMessage(app.db, request.params.id))) throw notFound(messageNotFound);
    return reply.code(204).send();
  });
}
