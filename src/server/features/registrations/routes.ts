import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';
import { createClubRegistration, createSchoolRegistration } from '#server/features/registrations/service.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { registrationsEndpoints } from '#shared/endpoints/registrations.ts';
import { registrationsResponses } from '#shared/endpoints/registrations-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export const registrationMessages = {
  club: 'Inscripció rebuda. Gràcies! Us hem enviat un correu de confirmació.',
  school: 'Inscripció a Escoles rebuda. Gràcies! Us hem enviat un correu de confirmació.',
} as const;

/** Public: the club and school registration forms (SPEC §7). Bodies are never logged (DESIGN rule 5). */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    registrationsEndpoints.club,
    {
      config: { limit: publicLimits.registration({ body: clubRegistrationInputSchema, email: (body) => body.guardianEmail }) },
      schema: { body: clubRegistrationInputSchema, response: { 201: registrationsResponses.club } },
    },
    async (request, reply) => {
      const locale = familyLocale(request, request.body.locale);
      const id = await createClubRegistration(app.db, { ...request.body, locale }, app.config.mail.clubEmail);
      app.mail.kick();
      return reply.code(201).send({ id, message: registrationMessages.club });
    },
  );
  route(
    r,
    registrationsEndpoints.school,
    {
      config: { limit: publicLimits.registration({ body: schoolRegistrationInputSchema, email: (body) => body.guardianEmail }) },
      schema: { body: schoolRegistrationInputSchema, response: { 201: registrationsResponses.school } },
    },
    async (request, reply) => {
      const locale = familyLocale(request, request.body.locale);
      const id = await createSchoolRegistration(app.db, { ...request.body, locale }, app.config.mail.clubEmail);
      app.mail.kick();
      return reply.code(201).send({ id, message: registrationMessages.school });
    },
  );
}
