import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { RegistrationCreated } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';

/** POST /api/school-registrations (SPEC §7). */
export function createSchoolRegistration(input: SchoolRegistrationValues): Promise<RegistrationCreated> {
  return sendJson<RegistrationCreated>('POST', '/api/school-registrations', input);
}

export function useCreateSchoolRegistration() {
  return useMutation({ mutationFn: createSchoolRegistration });
}
