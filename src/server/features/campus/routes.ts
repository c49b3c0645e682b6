import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToString } from '#shared/money.ts';
import { checkoutMessages } from '#shared/schemas/checkout.ts';
import {
  campusPaymentIntentInputSchema,
  campusRegistrationInputSchema,
  campusSignUpMessages,
} from '#shared/schemas/campus-registration.ts';
import { confirmCampusPayment, startCampusPayment } from '#server/features/campus/payment.ts';
import { campusListAnswer } from '#server/features/campus/public-list.ts';
import { signUpFree } from '#server/features/campus/service.ts';
import { checkoutClient } from '#server/features/payments/client.ts';
import { HttpError } from '#server/http-error.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { campusEndpoints } from '#shared/endpoints/campus.ts';
import { campusResponses } from '#shared/endpoints/campus-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export const campusRouteMessages = {
  created: 'Inscripció feta! Us hem enviat un correu de confirmació.',
} as const;

/** Public: the active campuses and the family's sign-up (SPEC §4 "Campus sign-up"). */
export async function campusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Active campuses not ended yet, "today" in Madrid (decision 157); a copy lives one second at most (decision 193).
  route(r, campusEndpoints.list, { schema: { response: { 200: campusResponses.list } } }, (request, reply) => {
    const { key, load, freshness } = campusListAnswer(app.db);
    return app.publicCache.send(request, reply, key, load, freshness);
  });

  route(
    r,
    campusEndpoints.paymentIntent,
    {
      config: {
        limit: publicLimits.registration({ body: campusPaymentIntentInputSchema, email: (body) => body.registrationData.parentEmail }),
      },
      schema: { body: campusPaymentIntentInputSchema, response: { 200: campusResponses.paymentIntent } },
    },
    async (request, reply) => {
      const { registrationData } = request.body;
      // The family's language travels with the checkout: the sign-up and its mail are made when the payment succeeds.
      const signUp = { ...registrationData, locale: familyLocale(request, registrationData.locale) };
      const started = await startCampusPayment(app, signUp, checkoutClient(request, reply, registrationData.parentEmail));
      return {
        success: true,
        clientSecret: started.intent.clientSecret,
        paymentIntentId: started.intent.id,
        amount: centsToString(started.amountCents),
        message: checkoutMessages.intentCreated,
      };
    },
  );

  route(
    r,
    campusEndpoints.signUp,
    {
      // A paid confirmation (with its paymentIntentId) is never refused or counted by e-mail (decision 018).
      config: { limit: publicLimits.registration({ body: campusRegistrationInputSchema, email: (body) => body.parentEmail }) },
      schema: { body: campusRegistrationInputSchema, response: { 201: campusResponses.signUp } },
    },
    async (request, reply) => {
      const { paymentIntentId, status, paymentMethod: _claimed, ...signUp } = request.body;
      let row: Awaited<ReturnType<typeof signUpFree>>;
      if (paymentIntentId) {
        // Paid path: only a succeeded intent of exactly the database price has created it (DESIGN rule 1).
        row = (await confirmCampusPayment(app, paymentIntentId, signUp.campusId)).row;
      } else if (status === 'paid') {
        throw new HttpError(402, campusSignUpMessages.paymentNotConfirmed);
      } else {
        row = await signUpFree(app.db, { ...signUp, locale: familyLocale(request, signUp.locale) }, app.config.mail.clubEmail);
        app.mail.kick();
      }
      return reply.code(201).send({
        id: row.id,
        campusId: row.campusId,
        status: row.status,
        paymentMethod: row.paymentMethod,
        amountPaid: row.amountPaid,
        message: campusRouteMessages.created,
      });
    },
  );
}
