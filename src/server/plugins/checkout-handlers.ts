import fp from 'fastify-plugin';
import { campusCheckoutHandler } from '#server/features/campus/payment.ts';
import { registerCheckoutHandler } from '#server/features/payments/handlers.ts';
import { shopCheckoutHandler } from '#server/features/shop/service.ts';

/**
 * What each kind of checkout becomes when paid or released (features/payments/handlers.ts): registered by the app
 * before any route or the sweep can finalize or release a checkout. A new kind of checkout adds one line here.
 */
export const checkoutHandlersPlugin = fp(
  async () => {
    registerCheckoutHandler('shop', shopCheckoutHandler);
    registerCheckoutHandler('campus', campusCheckoutHandler);
  },
  { name: 'checkout-handlers' },
);
