/**
 * The family page's session on the client (issue 14 item 4, decision 181): its CSRF token, kept apart from the
 * admin's (family and back-office sessions never mix), and the one way the family page's requests are sent.
 */
import { ensureOk } from '#client/lib/api-client.ts';
import { pageLocale } from '#client/lib/i18n.ts';

let csrfToken: string | undefined;

/** The token of the family's session (from opening the link, or from GET /api/family/session after a reload). */
export function setFamilyCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

export const hasFamilyCsrfToken = () => csrfToken !== undefined;

/** A family request: JSON in and out, the family's token in the header the admin's travels in. */
export async function familyJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': pageLocale };
  if (data !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await ensureOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
