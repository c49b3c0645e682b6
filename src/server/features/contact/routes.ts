import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInputSchema, contactResponseSchema } from '#shared/schemas/contact.ts';
import { createContactMessage } from '#server/features/contact/service.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';

export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/contact',
    { config: { limit: publicLimits.form }, schema: { body: contactInputSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const id = await createContactMessage(app.db, request.body, app.config.mail.clubEmail);
      app.mail.kick();
      return reply.code(201).send({ id, message: 'Missatge enviat correctament. Us respondrem aviat.' });
    },
  );
}
