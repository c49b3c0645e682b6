import { sendJson } from '#client/lib/api-client.ts';
import type { RecoveryCodes, SecondFactorCodeInput } from '#shared/schemas/second-factor.ts';

/**
 * POST /api/admin/account/second-factor/enable: on with a right code; answers the ten recovery codes once. The
 * session is refreshed by the caller once the volunteer has saved them (the tabs then appear).
 */
export const enableSecondFactor = (input: SecondFactorCodeInput) =>
  sendJson<RecoveryCodes>('POST', '/api/admin/account/second-factor/enable', input);
