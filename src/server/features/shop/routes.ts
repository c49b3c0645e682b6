import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToString } from '#shared/money.ts';
import {
  checkoutMessages,
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
} from '#shared/schemas/checkout.ts';
import { checkoutClient } from '#server/features/payments/client.ts';
import { createShopPaymentIntent } from '#server/features/shop/service.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';

/** The shop's checkout: POST /api/create-payment-intent (SPEC §7), and what a paid shop checkout becomes. */
export async function shopRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/create-payment-intent',
    { config: { limit: publicLimits.form }, schema: { body: createPaymentIntentSchema, response: { 200: createPaymentIntentResponseSchema } } },
    async (request, reply) => {
      const client = checkoutClient(request, reply, request.body.customer?.email);
      const locale = familyLocale(request, request.body.locale);
      const started = await createShopPaymentIntent(app, { ...request.body, locale }, client);
      return {
        success: true,
        clientSecret: started.intent.clientSecret,
        paymentIntentId: started.intent.id,
        message: checkoutMessages.intentCreated,
        amount: centsToString(started.amountCents),
        expiresAt: started.expiresAt.toISOString(),
      };
    },
  );
}
