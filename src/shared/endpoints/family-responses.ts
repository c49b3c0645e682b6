import type { familyEndpoints } from '#shared/endpoints/family.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { familyMessageSchema, familyRecordsSchema, familySessionInfoSchema } from '#shared/schemas/family.ts';

export const familyResponses = {
  signInLink: familyMessageSchema,
  signIn: familySessionInfoSchema,
  session: familySessionInfoSchema,
  signOut: familyMessageSchema,
  records: familyRecordsSchema,
  cancelCampusSignUp: familyMessageSchema,
  leaveWaitlist: familyMessageSchema,
  updateContact: familyMessageSchema,
  /** A file to download (the family's data, decision 181). */
  exportData: null,
  erasureRequest: familyMessageSchema,
} satisfies ResponsesOf<typeof familyEndpoints>;
