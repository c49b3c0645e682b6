
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

/** GET /api/contact-messages (admin): newest first. */
const contactMessagesQuery = endpointQuery(contactMessagesQueryKey, contactAdminEndpoints.list, { staleTime: 0 });
export const getContactMessagesQueryOptions = contactMessagesQuery.options;
export const useContactMessages = contactMessagesQuery.useQuery;
