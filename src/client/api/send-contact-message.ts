import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { ContactInput } from '#shared/schemas/contact.ts';

export type ContactResponse = { id: number; message: string };

/** POST /api/contact (SPEC §7). */
export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return sendJson<ContactResponse>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
