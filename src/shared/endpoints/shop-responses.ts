import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { shopEndpoints } from '#shared/endpoints/shop.ts';
import { createPaymentIntentResponseSchema } from '#shared/schemas/checkout.ts';
import { createOrderResponseSchema } from '#shared/schemas/order.ts';

export const shopResponses = {
  paymentIntent: createPaymentIntentResponseSchema,
  order: createOrderResponseSchema,
} satisfies ResponsesOf<typeof shopEndpoints>;
