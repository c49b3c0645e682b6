import { sendJson } from '#client/lib/api-client.ts';
import type { RecoveryCodes, SecondFactorCodeInput } from '#shared/schemas/second-factor.ts';

/** POST /api/admin/account/second-factor/recovery-codes: ten new recovery codes (the old ones stop working). */
export const renewRecoveryCodes = (input: SecondFactorCodeInput) =>
  sendJson<RecoveryCodes>('POST', '/api/admin/account/second-factor/recovery-codes', input);
