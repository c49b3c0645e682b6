import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The shop's checkout: the payment intent for a cart, then the order it paid for. */
export const shopEndpoints = defineEndpoints('shop', {
  paymentIntent: ['POST', '/api/create-payment-intent'],
  order: ['POST', '/api/orders'],
});
