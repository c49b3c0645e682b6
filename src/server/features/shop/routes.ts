import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToString } from '#shared/money.ts';
import {
  checkoutMessages,
  createPaymentIntentSchema,
} from '#shared/schemas/checkout.ts';
import { checkoutClient } from '#server/features/payments/client.ts';
import { createShopPaymentIntent } from '#server/features/shop/service.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { shopEndpoints } from '#shared/endpoints/shop.ts';
import { shopResponses } from '#shared/endpoints/shop-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** The shop's checkout: POST /api/create-payment-intent (SPEC §7), and what a paid shop checkout becomes. */
export async function shopRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    shopEndpoints.paymentIntent,
    { config: { limit: publicLimits.form }, schema: { body: createPaymentIntentSchema, response: { 200: shopResponses.paymentIntent } } },
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
