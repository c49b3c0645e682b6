import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

/** GET /api/contact-messages (admin): newest first. */
export function getContactMessages(): Promise<ContactMessage[]> {
  return getJson<ContactMessage[]>('/api/contact-messages');
}

export function getContactMessagesQueryOptions() {
  return queryOptions({ queryKey: contactMessagesQueryKey, queryFn: getContactMessages, staleTime: 0 });
}

export function useContactMessages() {
  return useQuery(getContactMessagesQueryOptions());
}
