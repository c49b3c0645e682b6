import { keepPreviousData, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { Endpoint, Query } from '#shared/endpoints/endpoint.ts';
import type { Response as EndpointResponse } from '#shared/endpoints/responses.ts';

/**
 * One GET endpoint without path parameters as the client uses it (one file per endpoint in src/client/api): its query
 * key, its query options (for prefetching and the first data in the HTML) and its hook; its URL from the catalogue
 * and its data typed (and, in development, checked) by its schema (decision 202). `defaults` are the endpoint's own
 * options (the back office's lists use `staleTime: 0`); a caller may add its own to the hook.
 */
export function endpointQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, defaults: { staleTime?: number } = {}, query?: Query) {
  const call = callEndpoint as (e: E, options: { query?: Query }) => Promise<EndpointResponse<E>>;
  const options = () => queryOptions({ queryKey, queryFn: () => call(endpoint, { query }), ...defaults });
  return {
    queryKey,
    options,
    useQuery: (overrides: { staleTime?: number } = {}) => useQuery({ ...options(), ...overrides }),
  };
}

/** A write whose success makes every list it changes (by query key) fetch again. */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * One page of a back-office table (decision 158), under its list's key so every write that refreshes the list
 * refreshes the page; the previous page stays on screen while the next one loads. `search` is the table's query
 * string (`tableSearchParams`).
 */
export function useEndpointTablePage<E extends Endpoint>(queryKey: QueryKey, endpoint: E, search: string, enabled = true) {
  const call = callEndpoint as (e: E, options: { query: string }) => Promise<EndpointResponse<E>>;
  return useQuery({
    queryKey: [...queryKey, 'table', endpoint.path + search],
    queryFn: () => call(endpoint, { query: search }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One back-office record in full (a detail dialog): always fresh, asked only once there is an id. */
export function useRecordQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, id: number | undefined) {
  const call = callEndpoint as (e: E, options: { params: { id: number } }) => Promise<EndpointResponse<E>>;
  return useQuery({
    queryKey: [...queryKey, 'one', id],
    queryFn: () => call(endpoint, { params: { id: id ?? 0 } }),
    staleTime: 0,
    enabled: id !== undefined,
  });
}
