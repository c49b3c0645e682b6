import { contactMessagesQueryKey } from '#client/api/get-contact-messages.ts';
import { useEndpointTablePage } from '#client/lib/queries.ts';
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/contact-messages (decision 158): one page of the inbox and how many are unread in all. */
export const useAdminContactMessages = (query: TableQuery) =>
  useEndpointTablePage(contactMessagesQueryKey, contactAdminEndpoints.page, tableSearchParams(query));
