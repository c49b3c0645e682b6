import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { campusCheckoutHandler } from '#server/features/campus/payment.ts';
import { registerCheckoutHandler } from '#server/features/payments/handlers.ts';
import { shopCheckoutHandler } from '#server/features/shop/service.ts';
import { waitlistCheckoutHandler } from '#server/features/waitlist/checkout.ts';
import { configureWaitlistLinks } from '#server/features/places/mail.ts';

/**
 * What each kind of checkout becomes when paid or released (features/payments/handlers.ts): registered by the app
 * before any route or the sweep can finalize or release a checkout. A new kind of checkout adds one line here.
 * A release may offer the freed campus place to the waiting list (decision 180), whose mail links need the site's
 * address: set here too, before anything can release.
 */
export const checkoutHandlersPlugin = fp(
  async (app: FastifyInstance) => {
    configureWaitlistLinks(app.config.publicUrl);
    registerCheckoutHandler('shop', shopCheckoutHandler);
    registerCheckoutHandler('campus', campusCheckoutHandler);
    registerCheckoutHandler('waitlist', waitlistCheckoutHandler);
  },
  { name: 'checkout-handlers' },
);
