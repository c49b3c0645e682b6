import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The back office's own reads: the audit trail (decision 189), the tabs' to-do counts, the last backup, the families' erasure requests. */
export const backOfficeEndpoints = defineEndpoints('backOffice', {
  audit: ['GET', '/api/admin/audit'],
  auditFacets: ['GET', '/api/admin/audit/facets'],
  counts: ['GET', '/api/admin/counts'],
  backupStatus: ['GET', '/api/admin/backup-status'],
  erasureRequests: ['GET', '/api/admin/erasure-requests'],
  confirmErasure: ['POST', '/api/admin/erasure-requests/:id/confirm'],
  dismissErasure: ['POST', '/api/admin/erasure-requests/:id/dismiss'],
  uploadImage: ['POST', '/api/upload-image'],
});
