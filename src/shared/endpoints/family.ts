import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The family page (decision 181): its sign-in link, its session, its records and its data rights. */
export const familyEndpoints = defineEndpoints('family', {
  signInLink: ['POST', '/api/family/sign-in-link'],
  signIn: ['POST', '/api/family/session'],
  session: ['GET', '/api/family/session'],
  signOut: ['POST', '/api/family/sign-out'],
  records: ['GET', '/api/family/records'],
  cancelCampusSignUp: ['POST', '/api/family/campus-sign-ups/:id/cancel'],
  leaveWaitlist: ['POST', '/api/family/waitlist/:id/leave'],
  updateContact: ['PATCH', '/api/family/registrations/:kind/:id'],
  exportData: ['GET', '/api/family/export'],
  erasureRequest: ['POST', '/api/family/erasure-request'],
});
