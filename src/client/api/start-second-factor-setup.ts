import { sendJson } from '#client/lib/api-client.ts';
import type { SecondFactorSetup } from '#shared/schemas/second-factor.ts';

/** POST /api/admin/account/second-factor/setup: a new secret for the app (it stays off until a code proves it). */
export const startSecondFactorSetup = () => sendJson<SecondFactorSetup>('POST', '/api/admin/account/second-factor/setup', {});
