import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useRecentMatches } from '#client/api/get-recent-matches.ts';
import { hasScore } from '#client/features/matches/match-display.ts';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import { paths } from '#shared/routes.ts';

/** The home page's strip of latest results; nothing shows when there are none (or they could not be loaded). */
export function RecentResults() {
  const t = useMessages(matchesMessages);
  const { data } = useRecentMatches();
  const matches = (data ?? []).filter(hasScore);
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="recent-results-heading" className="mx-auto max-w-7xl px-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-results-heading" className="text-2xl font-bold text-stone-900">
          {t.recentResults}
        </h2>
        <Link href={paths.matches} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
          {t.allMatches}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {matches.map((m) => (
          <li key={m.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{m.category}</p>
            <p className="mt-1 text-xs text-stone-600">{formatDate(m.matchDate, pageLocale)}</p>
            <div className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              <span className="truncate text-stone-900">{m.homeTeam}</span>
              <span className="text-right font-bold tabular-nums text-stone-900">{m.homeScore}</span>
              <span className="truncate text-stone-900">{m.awayTeam}</span>
              <span className="text-right font-bold tabular-nums text-stone-900">{m.awayScore}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
