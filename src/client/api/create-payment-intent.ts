import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse } from '#shared/schemas/checkout.ts';
import { shopEndpoints } from '#shared/endpoints/shop.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatePaymentIntentResponse> {
  return callEndpoint(shopEndpoints.paymentIntent, { body: input });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
