import { useMutation } from '@tanstack/react-query';
import type { ClubRegistrationValues, RegistrationCreated } from '#shared/schemas/club-registration.ts';
import { registrationsEndpoints } from '#shared/endpoints/registrations.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/club-registrations (SPEC §7). */
export function createClubRegistration(input: ClubRegistrationValues): Promise<RegistrationCreated> {
  return callEndpoint(registrationsEndpoints.club, { body: input });
}

export function useCreateClubRegistration() {
  return useMutation({ mutationFn: createClubRegistration });
}
