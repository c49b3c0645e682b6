import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { accountLinkCreatedSchema, usersListSchema } from '#shared/schemas/users.ts';

export const usersAdminResponses = {
  list: usersListSchema,
  invite: accountLinkCreatedSchema,
  withdrawInvitation: null,
  changeRole: null,
  disable: null,
  enable: null,
  passwordLink: accountLinkCreatedSchema,
  resetSecondFactor: accountLinkCreatedSchema,
} satisfies ResponsesOf<typeof usersAdminEndpoints>;
