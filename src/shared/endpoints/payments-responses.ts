import { z } from 'zod';
import type { paymentsEndpoints } from '#shared/endpoints/payments.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { paymentsConfigSchema, testConfirmResponseSchema } from '#shared/schemas/checkout.ts';

export const paymentsResponses = {
  config: paymentsConfigSchema,
  testConfirm: testConfirmResponseSchema,
  webhook: z.object({ received: z.boolean(), duplicate: z.boolean() }),
} satisfies ResponsesOf<typeof paymentsEndpoints>;
