import type { Match } from '#shared/schemas/match.ts';

/** How a season shows in the page's URL (?temporada=2026-2027): its label, with the slash a URL would escape. */
export function seasonSlug(label: string): string {
  return label.replaceAll('/', '-');
}

/**
 * GET /api/matches without `list` answers the upcoming matches (soonest first) then the newest results: the page
 * splits them by status, keeping the server's order.
 */
export function splitMatches(list: readonly Match[]): { upcoming: Match[]; results: Match[] } {
  return { upcoming: list.filter((m) => m.status !== 'completed'), results: list.filter((m) => m.status === 'completed') };
}
