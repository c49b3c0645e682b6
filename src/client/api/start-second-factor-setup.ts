
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/account/second-factor/setup: a new secret for the app (it stays off until a code proves it). */
export const startSecondFactorSetup = () => callEndpoint(accountEndpoints.startSetup, { body: {} });
