
import type { SecondFactorCodeInput } from '#shared/schemas/second-factor.ts';
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/account/second-factor/enable: on with a right code; answers the ten recovery codes once. The
 * session is refreshed by the caller once the volunteer has saved them (the tabs then appear).
 */
export const enableSecondFactor = (input: SecondFactorCodeInput) =>
  callEndpoint(accountEndpoints.enable, { body: input });
