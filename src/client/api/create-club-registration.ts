import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { ClubRegistrationValues, RegistrationCreated } from '#shared/schemas/club-registration.ts';

/** POST /api/club-registrations (SPEC §7). */
export function createClubRegistration(input: ClubRegistrationValues): Promise<RegistrationCreated> {
  return sendJson<RegistrationCreated>('POST', '/api/club-registrations', input);
}

export function useCreateClubRegistration() {
  return useMutation({ mutationFn: createClubRegistration });
}
