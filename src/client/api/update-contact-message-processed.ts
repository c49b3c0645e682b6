import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/contact-messages/{id}/processed { processed }: the mark records now and the admin's name. */
export const updateContactMessageProcessed = ({ id, processed }: { id: number; processed: boolean }) =>
  callEndpoint(contactAdminEndpoints.markProcessed, { params: { id }, body: { processed } });

export const useUpdateContactMessageProcessed = () =>
  useInvalidatingMutation(updateContactMessageProcessed, [contactMessagesQueryKey, adminCountsQueryKey]);
