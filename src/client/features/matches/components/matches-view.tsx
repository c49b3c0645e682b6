import { CalendarPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useMatches } from '#client/api/get-matches.ts';
import {
  ALL_TEAMS,
  calendarFeedUrl,
  completedMatches,
  computeMatchStats,
  filterMatches,
  statsTeam,
  teamNamesIn,
  upcomingMatches,
} from '#client/features/matches/match-stats.ts';
import { matchesStrings } from '#client/features/matches/strings.ts';
import { MatchCard } from '#client/features/matches/components/match-card.tsx';
import { MatchStatsTiles } from '#client/features/matches/components/match-stats-tiles.tsx';
import type { Match } from '#shared/schemas/match.ts';
import { ErrorMessage, LoadingMessage } from '#client/components/ui/status-message.tsx';

const noMatches: Match[] = [];

export function MatchesView() {
  const { data, isPending, isError } = useMatches();
  const [team, setTeam] = useState(ALL_TEAMS);
  const selectId = useId();
  const matches = data ?? noMatches;

  const teamNames = useMemo(() => teamNamesIn(matches), [matches]);
  const shown = useMemo(() => filterMatches(matches, team), [matches, team]);
  const stats = useMemo(() => computeMatchStats(matches, team), [matches, team]);
  const upcoming = upcomingMatches(shown);
  const results = completedMatches(shown);

  if (isPending) {
    return <LoadingMessage>{matchesStrings.loading}</LoadingMessage>;
  }
  if (isError) {
    return <ErrorMessage>{matchesStrings.error}</ErrorMessage>;
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-stone-800">
            {matchesStrings.filterLabel}
          </label>
          <select
            id={selectId}
            value={team}
            onChange={(e) => setTeam(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 sm:w-80"
          >
            <option value={ALL_TEAMS}>{matchesStrings.allTeams}</option>
            {teamNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <a
          href={calendarFeedUrl(team)}
          title={matchesStrings.addToCalendarHint}
          className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <CalendarPlus className="h-4 w-4" aria-hidden />
          {matchesStrings.addToCalendar}
        </a>
      </div>

      <MatchStatsTiles
        stats={stats}
        caption={team === ALL_TEAMS ? matchesStrings.statsForClub(statsTeam(team)) : matchesStrings.statsFor(team)}
      />

      <MatchList title={matchesStrings.upcoming} matches={upcoming} empty={matchesStrings.noUpcoming} />
      <MatchList title={matchesStrings.results} matches={results} empty={matchesStrings.noResults} />
    </div>
  );
}

function MatchList({ title, matches, empty }: { title: string; matches: Match[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {matches.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-700">{empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {matches.map((m) => (
            <li key={m.id}>
              <MatchCard match={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
