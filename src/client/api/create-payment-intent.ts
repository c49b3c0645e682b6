import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse } from '#shared/schemas/checkout.ts';

export function createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatePaymentIntentResponse> {
  return sendJson<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', input);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
