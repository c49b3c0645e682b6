import { useMutation } from '@tanstack/react-query';
import type { RegistrationCreated } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import { registrationsEndpoints } from '#shared/endpoints/registrations.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/school-registrations (SPEC §7). */
export function createSchoolRegistration(input: SchoolRegistrationValues): Promise<RegistrationCreated> {
  return callEndpoint(registrationsEndpoints.school, { body: input });
}

export function useCreateSchoolRegistration() {
  return useMutation({ mutationFn: createSchoolRegistration });
}
