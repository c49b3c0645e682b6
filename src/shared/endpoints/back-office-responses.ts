import { z } from 'zod';
import type { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { adminCountsSchema } from '#shared/schemas/admin-table.ts';
import { auditFacetsSchema, auditPageSchema } from '#shared/schemas/audit.ts';
import { backupStatusSchema } from '#shared/schemas/backup-status.ts';
import { erasureRequestRowSchema, familyMessageSchema } from '#shared/schemas/family.ts';

export const backOfficeResponses = {
  audit: auditPageSchema,
  auditFacets: auditFacetsSchema,
  counts: adminCountsSchema,
  backupStatus: backupStatusSchema,
  erasureRequests: z.array(erasureRequestRowSchema),
  confirmErasure: familyMessageSchema,
  dismissErasure: familyMessageSchema,
  /** The image pipeline's paths and size (DESIGN rule 6). */
  uploadImage: z.object({ imagePath: z.string(), thumbnailPath: z.string(), width: z.number(), height: z.number() }),
} satisfies ResponsesOf<typeof backOfficeEndpoints>;
