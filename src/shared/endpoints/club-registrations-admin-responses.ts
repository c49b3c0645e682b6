import { z } from 'zod';
import type { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { processedMarkSchema, registrationRowSchema, tablePageSchema } from '#shared/schemas/admin-table.ts';
import { clubRegistrationSchema } from '#shared/schemas/club-registration.ts';

export const clubRegistrationsAdminResponses = {
  list: z.array(clubRegistrationSchema),
  page: tablePageSchema(registrationRowSchema),
  markProcessed: processedMarkSchema,
  exportCsv: null,
  one: z.intersection(clubRegistrationSchema, processedMarkSchema),
  remove: null,
} satisfies ResponsesOf<typeof clubRegistrationsAdminEndpoints>;
