import { matchesMessages } from '#client/features/matches/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { formatPointsPerMatch, type MatchStats } from '#shared/match-stats.ts';

/** SPEC §9's four tiles, as the server counted them; a dash while they load. */
export function MatchStatsTiles({ stats, caption }: { stats: MatchStats | undefined; caption: string }) {
  const t = useMessages(matchesMessages);
  const value = (n: number | undefined) => (n === undefined ? '–' : String(n));
  const tiles = [
    { label: t.wins, value: value(stats?.wins), tone: 'text-emerald-800' },
    { label: t.losses, value: value(stats?.losses), tone: 'text-red-800' },
    {
      label: t.pointsPerMatch,
      value: stats ? formatPointsPerMatch(stats.pointsPerMatch) : '–',
      tone: 'text-brand-800',
    },
    { label: t.played, value: value(stats?.played), tone: 'text-stone-900' },
  ];
  return (
    <section aria-labelledby="match-stats-caption" aria-busy={stats === undefined}>
      <h2 id="match-stats-caption" className="mb-3 text-sm font-medium text-stone-700">
        {caption}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col-reverse rounded-xl border border-stone-200 bg-white p-4 text-center shadow-sm">
            <dt className="mt-1 text-sm font-medium text-stone-700">{tile.label}</dt>
            <dd className={`text-3xl font-extrabold tabular-nums ${tile.tone}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
