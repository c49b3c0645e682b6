import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteContactMessage(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/contact-messages/${id}`);
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
  });
}
