import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The back office's club registrations (SPEC §7's GET list; the table, one record, the export). */
export const clubRegistrationsAdminEndpoints = defineEndpoints('clubRegistrationsAdmin', {
  list: ['GET', '/api/club-registrations'],
  page: ['GET', '/api/admin/club-registrations'],
  markProcessed: ['PATCH', '/api/club-registrations/:id/processed'],
  exportCsv: ['GET', '/api/club-registrations/export.csv'],
  one: ['GET', '/api/club-registrations/:id'],
  remove: ['DELETE', '/api/club-registrations/:id'],
});
