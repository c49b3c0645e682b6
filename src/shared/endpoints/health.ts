import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const healthEndpoints = defineEndpoints('health', {
  check: ['GET', '/api/health'],
});
