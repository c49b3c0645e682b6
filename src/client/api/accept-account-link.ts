import { useMutation } from '@tanstack/react-query';
import type { AcceptLinkResult } from '#shared/schemas/users.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/account-links/accept {token, password, code?}: creates the invited account or sets the new password
 * (400 with the policy's message under `password`; 404 used or unknown, 410 expired). A link that enrols two-factor
 * sign-in needs the app's first code (400 under `code` when wrong) and answers the ten recovery codes.
 */
export function acceptAccountLink(data: { token: string; password: string; code?: string }): Promise<AcceptLinkResult> {
  return callEndpoint(sessionEndpoints.acceptLink, { body: data });
}

export const useAcceptAccountLink = () => useMutation({ mutationFn: acceptAccountLink });
