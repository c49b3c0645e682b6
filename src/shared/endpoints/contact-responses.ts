import type { contactEndpoints } from '#shared/endpoints/contact.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { contactResponseSchema } from '#shared/schemas/contact.ts';

export const contactResponses = {
  send: contactResponseSchema,
} satisfies ResponsesOf<typeof contactEndpoints>;
