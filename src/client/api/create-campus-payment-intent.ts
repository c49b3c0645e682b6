import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusQueryKey } from '#client/api/get-campus.ts';
import type { CampusPaymentIntentInput, CampusPaymentIntentResponse } from '#shared/schemas/campus-registration.ts';
import { campusEndpoints } from '#shared/endpoints/campus.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/create-campus-payment-intent (SPEC §7): the server prices it and holds a place for 9 minutes. */
export function createCampusPaymentIntent(input: CampusPaymentIntentInput): Promise<CampusPaymentIntentResponse> {
  return callEndpoint(campusEndpoints.paymentIntent, { body: input });
}

export function useCreateCampusPaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampusPaymentIntent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campusQueryKey }),
  });
}
