import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

/** PATCH /api/contact-messages/{id} { read }. */
export function updateContactMessage({ id, read }: { id: number; read: boolean }): Promise<ContactMessage> {
  return sendJson<ContactMessage>('PATCH', `/api/contact-messages/${id}`, { read });
}

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: (updated) => {
      queryClient.setQueryData<ContactMessage[]>(contactMessagesQueryKey, (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      );
    },
  });
}
