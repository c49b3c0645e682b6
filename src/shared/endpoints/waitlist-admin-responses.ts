import { z } from 'zod';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { adminWaitlistEntrySchema } from '#shared/schemas/campus-waitlist.ts';

export const waitlistAdminResponses = {
  list: z.array(adminWaitlistEntrySchema),
  remove: null,
  move: null,
  offer: null,
} satisfies ResponsesOf<typeof waitlistAdminEndpoints>;
