import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { sessionEndpoints } from '#shared/endpoints/session.ts';
import { adminSessionSchema, loginResultSchema } from '#shared/schemas/admin.ts';
import { acceptLinkResultSchema, accountLinkInfoSchema } from '#shared/schemas/users.ts';

export const sessionResponses = {
  login: loginResultSchema,
  logout: null,
  current: adminSessionSchema,
  lookupLink: accountLinkInfoSchema,
  acceptLink: acceptLinkResultSchema,
} satisfies ResponsesOf<typeof sessionEndpoints>;
