import { z } from 'zod';
import type { campusEndpoints } from '#shared/endpoints/campus.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { campusSchema } from '#shared/schemas/campus.ts';
import { campusPaymentIntentResponseSchema, campusRegistrationResponseSchema } from '#shared/schemas/campus-registration.ts';

export const campusResponses = {
  list: z.array(campusSchema),
  paymentIntent: campusPaymentIntentResponseSchema,
  signUp: campusRegistrationResponseSchema,
} satisfies ResponsesOf<typeof campusEndpoints>;
