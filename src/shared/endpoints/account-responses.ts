import type { accountEndpoints } from '#shared/endpoints/account.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { recoveryCodesSchema, secondFactorSetupSchema, secondFactorStatusSchema } from '#shared/schemas/second-factor.ts';

export const accountResponses = {
  secondFactor: secondFactorStatusSchema,
  startSetup: secondFactorSetupSchema,
  enable: recoveryCodesSchema,
  renewRecoveryCodes: recoveryCodesSchema,
  disable: null,
} satisfies ResponsesOf<typeof accountEndpoints>;
