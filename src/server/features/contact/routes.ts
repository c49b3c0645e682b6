import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInputSchema } from '#shared/schemas/contact.ts';
import { createContactMessage } from '#server/features/contact/service.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { contactEndpoints } from '#shared/endpoints/contact.ts';
import { contactResponses } from '#shared/endpoints/contact-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    contactEndpoints.send,
    { config: { limit: publicLimits.form }, schema: { body: contactInputSchema, response: { 201: contactResponses.send } } },
    async (request, reply) => {
      const id = await createContactMessage(app.db, request.body, app.config.mail.clubEmail);
      app.mail.kick();
      return reply.code(201).send({ id, message: 'Missatge enviat correctament. Us respondrem aviat.' });
    },
  );
}
