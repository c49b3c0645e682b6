import { z } from 'zod';
import type { membersEndpoints } from '#shared/endpoints/members.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { clubMemberSchema, clubMembersImportResultSchema, membershipSchema } from '#shared/schemas/club-members.ts';

export const membersResponses = {
  list: z.array(clubMemberSchema),
  create: clubMemberSchema,
  import: clubMembersImportResultSchema,
  clear: null,
  remove: null,
  reviewMembership: membershipSchema.pick({ review: true, reviewedAt: true, reviewedBy: true }),
} satisfies ResponsesOf<typeof membersEndpoints>;
