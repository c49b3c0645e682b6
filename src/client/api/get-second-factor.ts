import { jsonQuery } from '#client/lib/queries.ts';
import type { SecondFactorStatus } from '#shared/schemas/second-factor.ts';

/** GET /api/admin/account/second-factor: whether two-factor sign-in is on, required, can be turned off, codes left. */
export const secondFactorQuery = jsonQuery<SecondFactorStatus>(['admin', 'second-factor'], '/api/admin/account/second-factor', {
  staleTime: 0,
});
export const secondFactorQueryKey = secondFactorQuery.queryKey;
