import { z } from 'zod';
import type { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { createdSchema } from '#shared/endpoints/created.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { processedMarkSchema, tablePageSchema } from '#shared/schemas/admin-table.ts';
import { adminCampusSchema } from '#shared/schemas/campus.ts';
import { adminCampusRegistrationSchema } from '#shared/schemas/club-members.ts';

export const campusAdminResponses = {
  list: z.array(adminCampusSchema),
  create: createdSchema,
  update: null,
  setActive: null,
  remove: null,
  registrations: z.array(adminCampusRegistrationSchema),
  registrationsPage: tablePageSchema(adminCampusRegistrationSchema.extend(processedMarkSchema.shape)),
  markProcessed: processedMarkSchema,
  exportCsv: null,
  removeRegistration: null,
} satisfies ResponsesOf<typeof campusAdminEndpoints>;
