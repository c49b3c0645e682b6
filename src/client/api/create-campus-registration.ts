import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusQueryKey } from '#client/api/get-campus.ts';
import type { CampusRegistrationInput, CampusRegistrationResponse } from '#shared/schemas/campus-registration.ts';
import { campusEndpoints } from '#shared/endpoints/campus.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-registrations: free, or (with paymentIntentId) reporting a card payment the server verifies. */
export function createCampusRegistration(input: CampusRegistrationInput): Promise<CampusRegistrationResponse> {
  return callEndpoint(campusEndpoints.signUp, { body: input });
}

export function useCreateCampusRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampusRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campusQueryKey }),
  });
}
