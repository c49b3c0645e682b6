import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { useTablePageQuery } from '#client/lib/queries.ts';
import { type MessagePage, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/contact-messages (decision 158): one page of the inbox and how many are unread in all. */
export const useAdminContactMessages = (query: TableQuery) =>
  useTablePageQuery<MessagePage>(contactMessagesQueryKey, `/api/admin/contact-messages${tableSearchParams(query)}`);
