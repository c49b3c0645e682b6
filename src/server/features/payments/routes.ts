import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testConfirmSchema } from '#shared/schemas/checkout.ts';
import { HttpError } from '#server/http-error.ts';
import { handlePaymentEvent, processWebhookEvent } from '#server/features/payments/events.ts';
import { isTestProvider, testPaymentMessages } from '#server/features/payments/test-provider.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { defineErrors } from '#shared/errors.ts';
import { paymentsEndpoints } from '#shared/endpoints/payments.ts';
import { paymentsResponses } from '#shared/endpoints/payments-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

// Answered to the payment provider, never shown to a person.
const webhookMessages = defineErrors('webhook', { invalidSignature: 'Signatura del webhook invàlida.' }, 'backOffice');

/** Public payment routes: the client's config, the test card form's confirm, the provider's webhook. */
export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(r, paymentsEndpoints.config, { schema: { response: { 200: paymentsResponses.config } } }, () => ({
    provider: app.payments.name,
    publishableKey: app.payments.name === 'stripe' ? (app.config.payments.stripePublishableKey ?? null) : null,
  }));

  const provider = app.payments;
  if (isTestProvider(provider)) {
    // The offline simulator's card form. Like Stripe, the provider then "sends" the event: a success is finalized
    // through the same code as the webhook; a decline keeps the hold (the buyer may try another card).
    route(
      r,
      paymentsEndpoints.testConfirm,
      { config: { limit: publicLimits.form }, schema: { body: testConfirmSchema, response: { 200: paymentsResponses.testConfirm } } },
      async (request) => {
        const result = await provider.confirm(request.body);
        switch (result.outcome) {
          case 'not_found':
            throw new HttpError(404, testPaymentMessages.notFound);
          case 'canceled':
            throw new HttpError(409, testPaymentMessages.canceled);
          case 'invalid':
            throw new HttpError(400, result.message, { [result.field]: [result.message] });
          case 'declined':
            await handlePaymentEvent(app, { id: `evt_test_${Date.now()}`, type: 'payment_intent.payment_failed', intent: result.intent });
            throw new HttpError(402, result.message);
          case 'succeeded':
            await handlePaymentEvent(app, { id: `evt_test_${Date.now()}`, type: 'payment_intent.succeeded', intent: result.intent });
            return { status: 'succeeded', paymentIntentId: result.intent.id };
        }
      },
    );
  }

  // The webhook reads the raw body (the signature covers the exact bytes): a JSON parser for this route only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope.withTypeProvider<ZodTypeProvider>(),
      paymentsEndpoints.webhook,
      {
        config: {
          limit: publicLimits.exempt(
            'Stripe’s signed event: an unsigned or wrongly signed body is refused before any work, and Stripe retries ' +
              'what is refused, so a per-address limit would only delay real payments.',
          ),
        },
        schema: { response: { 200: paymentsResponses.webhook } },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new HttpError(400, webhookMessages.invalidSignature);
        const header = request.headers['stripe-signature'];
        let event: ReturnType<typeof app.payments.verifyWebhook>;
        try {
          event = app.payments.verifyWebhook(raw, Array.isArray(header) ? header[0] : header);
        } catch (err) {
          request.log.warn({ err: (err as Error).message }, 'webhook signature refused');
          throw new HttpError(400, webhookMessages.invalidSignature);
        }
        const outcome = await processWebhookEvent(app, event);
        return { received: true, duplicate: outcome === 'duplicate' };
      },
    );
  });
}
