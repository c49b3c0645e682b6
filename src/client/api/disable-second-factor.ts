import { sendJson } from '#client/lib/api-client.ts';
import type { SecondFactorDisableInput } from '#shared/schemas/second-factor.ts';

/** POST /api/admin/account/second-factor/disable: off, with the password and a code (roles that allow it only). */
export const disableSecondFactor = (input: SecondFactorDisableInput) =>
  sendJson<void>('POST', '/api/admin/account/second-factor/disable', input);
