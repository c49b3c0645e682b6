import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';

/** PATCH /api/contact-messages/{id}/processed { processed }: the mark records now and the admin's name. */
export const updateContactMessageProcessed = ({ id, processed }: { id: number; processed: boolean }) =>
  sendJson<ProcessedMark>('PATCH', `/api/contact-messages/${id}/processed`, { processed });

export const useUpdateContactMessageProcessed = () =>
  useInvalidatingMutation(updateContactMessageProcessed, [contactMessagesQueryKey, adminCountsQueryKey]);
