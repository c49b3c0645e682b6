import type { registrationsEndpoints } from '#shared/endpoints/registrations.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { registrationCreatedSchema } from '#shared/schemas/club-registration.ts';

export const registrationsResponses = {
  club: registrationCreatedSchema,
  school: registrationCreatedSchema,
} satisfies ResponsesOf<typeof registrationsEndpoints>;
