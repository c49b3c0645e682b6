import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** A campus's waiting list, as a family meets it (joining, and the e-mailed offer link). */
export const waitlistEndpoints = defineEndpoints('waitlist', {
  join: ['POST', '/api/campus-waitlist'],
  confirmAddress: ['POST', '/api/campus-waitlist/confirm-address'],
  offer: ['POST', '/api/campus-waitlist/offer'],
  accept: ['POST', '/api/campus-waitlist/offer/accept'],
  confirm: ['POST', '/api/campus-waitlist/offer/confirm'],
  decline: ['POST', '/api/campus-waitlist/offer/decline'],
  leave: ['POST', '/api/campus-waitlist/leave'],
});
