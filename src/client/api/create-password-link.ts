import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { AccountLinkCreated } from '#shared/schemas/users.ts';

/**
 * POST /api/admin/users/{id}/password-link: a single-use link (48 h) to choose a new password, mailed to the account's
 * address and answered this once; an earlier link of the account stops working.
 */
export function createPasswordLink(id: number): Promise<AccountLinkCreated> {
  return sendJson<AccountLinkCreated>('POST', `/api/admin/users/${id}/password-link`);
}

export const useCreatePasswordLink = () => useMutation({ mutationFn: createPasswordLink });
