import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#shared/schemas/contact.ts';
import { contactEndpoints } from '#shared/endpoints/contact.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export type ContactResponse = { id: number; message: string };

/** POST /api/contact (SPEC §7). */
export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return callEndpoint(contactEndpoints.send, { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
