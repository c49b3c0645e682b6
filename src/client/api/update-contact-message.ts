import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/contact-messages/{id} { read }. */
export function updateContactMessage({ id, read }: { id: number; read: boolean }): Promise<ContactMessage> {
  return callEndpoint(contactAdminEndpoints.update, { params: { id }, body: { read } });
}

/** Refreshes the inbox's pages (and SPEC's list) after the change. */
export const useUpdateContactMessage = () => useInvalidatingMutation(updateContactMessage, [contactMessagesQueryKey]);
