import { z } from 'zod';
import type { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { processedMarkSchema, registrationRowSchema, tablePageSchema } from '#shared/schemas/admin-table.ts';
import { schoolRegistrationSchema } from '#shared/schemas/school-registration.ts';

export const schoolRegistrationsAdminResponses = {
  list: z.array(schoolRegistrationSchema),
  page: tablePageSchema(registrationRowSchema),
  markProcessed: processedMarkSchema,
  exportCsv: null,
  one: z.intersection(schoolRegistrationSchema, processedMarkSchema),
  remove: null,
} satisfies ResponsesOf<typeof schoolRegistrationsAdminEndpoints>;
