import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The back office's inbox of contact messages. */
export const contactAdminEndpoints = defineEndpoints('contactAdmin', {
  list: ['GET', '/api/contact-messages'],
  page: ['GET', '/api/admin/contact-messages'],
  markProcessed: ['PATCH', '/api/contact-messages/:id/processed'],
  update: ['PATCH', '/api/contact-messages/:id'],
  remove: ['DELETE', '/api/contact-messages/:id'],
});
