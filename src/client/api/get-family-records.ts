import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyCall, hasFamilyCsrfToken, setFamilyCsrfToken } from '#client/api/family-session.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { FamilyRecords } from '#shared/schemas/family.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';

export const familyRecordsQueryKey = ['family', 'records'] as const;

/**
 * GET /api/family/records: everything made with the session's e-mail, or null without a session (401). After a
 * reload the cookie is still there but the page has forgotten its CSRF token: GET /api/family/session gives it back.
 */
export async function getFamilyRecords(): Promise<FamilyRecords | null> {
  try {
    if (!hasFamilyCsrfToken()) {
      const session = await familyCall(familyEndpoints.session);
      setFamilyCsrfToken(session.csrfToken);
    }
    return await familyCall(familyEndpoints.records);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      setFamilyCsrfToken(undefined);
      return null;
    }
    throw err;
  }
}

export function useFamilyRecords() {
  return useQuery(queryOptions({ queryKey: familyRecordsQueryKey, queryFn: getFamilyRecords, staleTime: 0, retry: false }));
}
