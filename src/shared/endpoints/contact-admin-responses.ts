import { z } from 'zod';
import type { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { messagePageSchema, processedMarkSchema } from '#shared/schemas/admin-table.ts';
import { contactMessageSchema } from '#shared/schemas/contact.ts';

export const contactAdminResponses = {
  list: z.array(contactMessageSchema),
  page: messagePageSchema,
  markProcessed: processedMarkSchema,
  update: contactMessageSchema,
  remove: null,
} satisfies ResponsesOf<typeof contactAdminEndpoints>;
