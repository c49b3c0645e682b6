import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The back office's campuses and their sign-ups. */
export const campusAdminEndpoints = defineEndpoints('campusAdmin', {
  list: ['GET', '/api/admin/campus'],
  create: ['POST', '/api/campus'],
  update: ['PUT', '/api/campus/:id'],
  setActive: ['PATCH', '/api/campus/:id'],
  remove: ['DELETE', '/api/campus/:id'],
  registrations: ['GET', '/api/campus-registrations'],
  registrationsPage: ['GET', '/api/admin/campus-registrations'],
  markProcessed: ['PATCH', '/api/campus-registrations/:id/processed'],
  exportCsv: ['GET', '/api/campus-registrations/export.csv'],
  removeRegistration: ['DELETE', '/api/campus-registrations/:id'],
});
