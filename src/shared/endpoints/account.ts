import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** A volunteer's own account: the second factor (decision 190). */
export const accountEndpoints = defineEndpoints('account', {
  secondFactor: ['GET', '/api/admin/account/second-factor'],
  startSetup: ['POST', '/api/admin/account/second-factor/setup'],
  enable: ['POST', '/api/admin/account/second-factor/enable'],
  renewRecoveryCodes: ['POST', '/api/admin/account/second-factor/recovery-codes'],
  disable: ['POST', '/api/admin/account/second-factor/disable'],
});
