import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The campus list and a family's sign-up (its payment first when the campus has a price). */
export const campusEndpoints = defineEndpoints('campus', {
  list: ['GET', '/api/campus'],
  paymentIntent: ['POST', '/api/create-campus-payment-intent'],
  signUp: ['POST', '/api/campus-registrations'],
});
