import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The page's first data, embedded by the server in `<script type="application/json" id="initial-data">` as
 * `{"<api url>": <the JSON that GET answers>}` (docs/decisions/009). Each URL maps to the query key its feature's
 * api file uses; tests/unit/initial-data.test.ts checks these against the features' own key constants.
 */
export const initialDataQueryKeys: Readonly<Record<string, QueryKey>> = {
  '/api/teams': ['teams'],
  '/api/matches': ['matches'],
  '/api/matches/recent': ['matches', 'recent'],
  '/api/matches/stats': ['matches', 'stats'],
  '/api/seasons': ['seasons'],
  '/api/seasons/open': ['seasons', 'open'],
  '/api/photos': ['photos'],
  '/api/albums': ['albums'],
  '/api/products': ['products'],
  '/api/campus': ['campus'],
};

export const initialDataElementId = 'initial-data';

/** Parses the embedded data; anything missing or malformed gives an empty object (the page then fetches as usual). */
export function parseInitialData(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Seeds the query cache with every known URL's data; returns the keys it set. Unknown URLs are ignored. */
export function primeQueryClient(client: QueryClient, data: Record<string, unknown>): QueryKey[] {
  const set: QueryKey[] = [];
  for (const [url, value] of Object.entries(data)) {
    const key = Object.hasOwn(initialDataQueryKeys, url) ? initialDataQueryKeys[url] : undefined;
    if (!key || value === undefined || value === null) continue;
    client.setQueryData(key, value);
    set.push(key);
  }
  return set;
}

/** Reads the page's embedded data once, before the first render, into the query cache. */
export function applyInitialData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(initialDataElementId);
  if (!element) return;
  primeQueryClient(client, parseInitialData(element.textContent));
  element.remove();
}
