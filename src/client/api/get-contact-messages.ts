import { jsonQuery } from '#client/lib/queries.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

/** GET /api/contact-messages (admin): newest first. */
const contactMessagesQuery = jsonQuery<ContactMessage[]>(contactMessagesQueryKey, '/api/contact-messages', { staleTime: 0 });
export const getContactMessagesQueryOptions = contactMessagesQuery.options;
export const useContactMessages = contactMessagesQuery.useQuery;
