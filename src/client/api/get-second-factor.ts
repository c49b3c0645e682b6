
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** GET /api/admin/account/second-factor: whether two-factor sign-in is on, required, can be turned off, codes left. */
export const secondFactorQuery = endpointQuery(['admin', 'second-factor'], accountEndpoints.secondFactor, {
  staleTime: 0,
});
export const secondFactorQueryKey = secondFactorQuery.queryKey;
