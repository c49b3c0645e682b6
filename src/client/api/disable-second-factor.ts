
import type { SecondFactorDisableInput } from '#shared/schemas/second-factor.ts';
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/account/second-factor/disable: off, with the password and a code (roles that allow it only). */
export const disableSecondFactor = (input: SecondFactorDisableInput) =>
  callEndpoint(accountEndpoints.disable, { body: input });
