import { type ReactNode, useId, useState } from 'react';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { useSearchParams } from 'wouter';
import { useMatchStats } from '#client/api/get-match-stats.ts';
import { useMatches } from '#client/api/get-matches.ts';
import { useOlderResults } from '#client/api/get-older-results.ts';
import { useSeasons } from '#client/api/get-seasons.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { seasonSlug, splitMatches } from '#client/features/matches/match-lists.ts';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { CalendarSubscription } from '#client/features/matches/components/calendar-subscription.tsx';
import { MatchCard } from '#client/features/matches/components/match-card.tsx';
import { MatchStatsTiles } from '#client/features/matches/components/match-stats-tiles.tsx';
import { ErrorMessage, LoadingMessage } from '#client/components/ui/status-message.tsx';
import { useMessages } from '#client/lib/i18n.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { ALL_TEAMS, statsTeam } from '#shared/match-stats.ts';
import { matchCursor } from '#shared/list-pages.ts';
import type { Match } from '#shared/schemas/match.ts';
import { currentSeason } from '#shared/seasons.ts';

const noMatches: Match[] = [];
const selectClass = 'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 sm:w-64';

/**
 * /partits (SPEC §2, issue 12): one season at a time, the current one by default. The season and the team are
 * kept in the URL (?temporada=2025-2026&equip=…), so a reload or a shared link shows the same view; without
 * them the page shows the data embedded in its HTML.
 */
export function MatchesView() {
  const t = useMessages(matchesMessages);
  const [params, setParams] = useSearchParams();
  const slug = params.get('temporada') ?? '';
  const team = params.get('equip') ?? ALL_TEAMS;
  const seasons = useSeasons();
  const teams = useTeams();

  const seasonList = seasons.data ?? [];
  const current = currentSeason(seasonList, todayInMadrid());
  const named = slug ? seasonList.find((s) => seasonSlug(s.label) === slug) : undefined;
  // A season named in the URL is only known once the seasons have loaded; an unknown one shows the current season.
  const waitingForSeason = slug !== '' && seasons.isPending;
  const season = named && named.id !== current?.id ? named.id : undefined;
  const shown = named ?? current;

  const list = useMatches({ season, team: team || undefined }, { enabled: !waitingForSeason });
  const stats = useMatchStats({ season, team: team || undefined }, !waitingForSeason);
  const { upcoming, results } = splitMatches(list.data ?? noMatches);

  const [askedForMore, setAskedForMore] = useState<string | undefined>(undefined);
  const viewKey = `${season ?? ''}|${team}`;
  const last = results.at(-1);
  const older = useOlderResults(
    { season, team: team || undefined, from: last ? matchCursor(last) : undefined },
    askedForMore === viewKey,
  );
  const olderResults = askedForMore === viewKey ? (older.data?.pages.flat() ?? noMatches) : noMatches;
  const allResults = [...results, ...olderResults];
  const totalResults = stats.data?.results;
  const canAskForMore =
    totalResults !== undefined &&
    allResults.length < totalResults &&
    (askedForMore !== viewKey || older.hasNextPage !== false);

  const showMore = () => {
    if (askedForMore !== viewKey) setAskedForMore(viewKey);
    else void older.fetchNextPage();
  };

  const choose = (name: 'temporada' | 'equip', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const teamNames = (teams.data ?? []).map((x) => x.name);
  if (team && !teamNames.includes(team)) teamNames.push(team);
  // The calendar subscription names the chosen team by id (a rename keeps it); a name that is not one of the
  // club's teams, or no team, subscribes to the whole club.
  const clubTeam = team ? teams.data?.find((x) => x.name === team) : undefined;

  if (list.isPending) {
    return <LoadingMessage>{t.loading}</LoadingMessage>;
  }
  if (list.isError) {
    return <ErrorMessage>{t.error}</ErrorMessage>;
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <FilterSelect
            label={t.seasonLabel}
            value={shown ? seasonSlug(shown.label) : ''}
            options={
              seasonList.length === 0
                ? [{ value: '', label: t.loading }]
                : seasonList.map((s) => ({ value: seasonSlug(s.label), label: s.id === current?.id ? t.currentSeason({ season: s.label }) : s.label }))
            }
            onChange={(v) => choose('temporada', v === (current && seasonSlug(current.label)) ? '' : v)}
            selectClassName={selectClass}
            className="flex flex-col gap-1.5"
          />
          <FilterSelect
            label={t.filterLabel}
            value={team}
            options={[{ value: ALL_TEAMS, label: t.allTeams }, ...teamNames.map((name) => ({ value: name, label: name }))]}
            onChange={(v) => choose('equip', v)}
            selectClassName={selectClass}
            className="flex flex-col gap-1.5"
          />
        </div>
        <CalendarSubscription team={clubTeam} />
      </div>

      <MatchStatsTiles
        stats={stats.data}
        caption={team === ALL_TEAMS ? t.statsForClub({ team: statsTeam(team) }) : t.statsFor({ team })}
      />

      <UpcomingList key={viewKey} matches={upcoming} />
      <MatchList
        title={t.results}
        matches={allResults}
        empty={t.noResults}
        eager={Math.max(0, eagerCards - Math.min(upcoming.length, upcomingPage))}
      >
        {allResults.length > 0 && totalResults !== undefined ? (
          <div className="mt-6 flex flex-col items-center gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {t.shownOf({ shown: allResults.length, total: totalResults })}
            </p>
            {older.isError ? <p className="text-sm text-red-800">{t.moreError}</p> : null}
            {canAskForMore ? (
              <button
                type="button"
                onClick={showMore}
                disabled={older.isFetching}
                className="rounded-md border border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              >
                {older.isFetching ? t.loadingMore : t.showMore}
              </button>
            ) : null}
          </div>
        ) : null}
      </MatchList>
    </div>
  );
}

/** How many upcoming matches show at first: a whole season's calendar can be hundreds (issue 12 item 2). */
const upcomingPage = 12;
/** The page's first cards (4 rows of 2), laid out with it; the rest when they near the screen (MatchCard's `later`). */
const eagerCards = 8;

/** 'Pròxims Partits', soonest first: the next ones, and the rest of the season a page at a time on request. */
function UpcomingList({ matches }: { matches: Match[] }) {
  const t = useMessages(matchesMessages);
  const [count, setCount] = useState(upcomingPage);
  const visible = matches.slice(0, count);
  return (
    <MatchList title={t.upcoming} matches={visible} empty={t.noUpcoming} eager={eagerCards}>
      {matches.length > upcomingPage ? (
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="text-sm text-stone-700" aria-live="polite">
            {t.upcomingShownOf({ shown: visible.length, total: matches.length })}
          </p>
          {visible.length < matches.length ? (
            <button
              type="button"
              onClick={() => setCount((n) => n + upcomingPage)}
              className="rounded-md border border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t.showMore}
            </button>
          ) : null}
        </div>
      ) : null}
    </MatchList>
  );
}

function MatchList({
  title,
  matches,
  empty,
  eager,
  children,
}: {
  title: string;
  matches: Match[];
  empty: string;
  /** How many of its first cards are laid out with the page. */
  eager: number;
  children?: ReactNode;
}) {
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
          {matches.map((m, i) => (
            <li key={m.id}>
              <MatchCard match={m} later={i >= eager} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
