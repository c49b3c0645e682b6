
import type { SecondFactorCodeInput } from '#shared/schemas/second-factor.ts';
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/account/second-factor/recovery-codes: ten new recovery codes (the old ones stop working). */
export const renewRecoveryCodes = (input: SecondFactorCodeInput) =>
  callEndpoint(accountEndpoints.renewRecoveryCodes, { body: input });
