import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusQueryKey } from '#client/api/get-campus.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { CampusRegistrationInput, CampusRegistrationResponse } from '#shared/schemas/campus-registration.ts';

/** POST /api/campus-registrations: free, or (with paymentIntentId) reporting a card payment the server verifies. */
export function createCampusRegistration(input: CampusRegistrationInput): Promise<CampusRegistrationResponse> {
  return sendJson<CampusRegistrationResponse>('POST', '/api/campus-registrations', input);
}

export function useCreateCampusRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampusRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campusQueryKey }),
  });
}
