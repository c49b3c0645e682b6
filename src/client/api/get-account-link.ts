import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '#shared/endpoints/session.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const accountLinkQueryKey = ['account-link'] as const;

/**
 * POST /api/admin/account-links/lookup {token}: what a volunteer's link is for (an invitation or a new password, and
 * the username). A read, but the token goes in the body, never in a URL the server logs. Not retried: a used,
 * unknown or expired link answers the same every time.
 */
export const useAccountLink = (token: string | undefined) =>
  useQuery({
    queryKey: [...accountLinkQueryKey, token],
    queryFn: () => callEndpoint(sessionEndpoints.lookupLink, { body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
