/** The club's seasons by date, without zod (the public /partits page imports it; schemas/season.ts re-exports it). */

/** The club's season a date falls in by default: 1 July to 30 June, labelled "YYYY/YYYY+1" (decision 156). */
export function seasonSpanFor(isoDate: string): { label: string; startsOn: string; endsOn: string } {
  const year = Number(isoDate.slice(0, 4));
  const start = isoDate.slice(5) >= '07-01' ? year : year - 1;
  return { label: `${start}/${start + 1}`, startsOn: `${start}-07-01`, endsOn: `${start + 1}-06-30` };
}

/**
 * The current season (decision 156): the one containing today (Europe/Madrid), else the newest one. The server
 * answers GET /api/matches without `season` for it, and the pages preselect it; both use this one rule.
 */
export function currentSeason<T extends { startsOn: string; endsOn: string }>(list: readonly T[], today: string): T | undefined {
  const containing = list.find((s) => s.startsOn <= today && today <= s.endsOn);
  if (containing) return containing;
  return [...list].sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
}
