import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The back office's school registrations (SPEC §7's GET list; the table, one record, the export). */
export const schoolRegistrationsAdminEndpoints = defineEndpoints('schoolRegistrationsAdmin', {
  list: ['GET', '/api/school-registrations'],
  page: ['GET', '/api/admin/school-registrations'],
  markProcessed: ['PATCH', '/api/school-registrations/:id/processed'],
  exportCsv: ['GET', '/api/school-registrations/export.csv'],
  one: ['GET', '/api/school-registrations/:id'],
  remove: ['DELETE', '/api/school-registrations/:id'],
});
