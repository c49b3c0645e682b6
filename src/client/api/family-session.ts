/**
 * The family page's session on the client (issue 14 item 4, decision 181): its CSRF token, kept apart from the
 * admin's (family and back-office sessions never mix), and the one way the family page's requests are sent.
 */
import { type CallOptions, callEndpoint } from '#client/lib/api-client.ts';
import type { Endpoint, ParamNames } from '#shared/endpoints/endpoint.ts';
import type { Response as EndpointResponse } from '#shared/endpoints/responses.ts';

let csrfToken: string | undefined;

/** The token of the family's session (from opening the link, or from GET /api/family/session after a reload). */
export function setFamilyCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

export const hasFamilyCsrfToken = () => csrfToken !== undefined;

/** A family request: a catalogued endpoint called with the family's CSRF token, never the admin's (decision 181). */
export function familyCall<E extends Endpoint>(
  endpoint: E,
  ...[options]: [ParamNames<E['path']>] extends [never] ? [options?: CallOptions<E>] : [options: CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const call = callEndpoint as (e: E, o: CallOptions<E>) => Promise<EndpointResponse<E>>;
  return call(endpoint, { ...(options as CallOptions<E>), csrfToken: { token: csrfToken } });
}
