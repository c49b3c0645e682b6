import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const contactEndpoints = defineEndpoints('contact', {
  send: ['POST', '/api/contact'],
});
