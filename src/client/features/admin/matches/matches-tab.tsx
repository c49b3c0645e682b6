import { useMemo, useState } from 'react';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { useDeleteMatch } from '#client/api/delete-match.ts';
import { useMatches } from '#client/api/get-matches.ts';
import { useSeasons } from '#client/api/get-seasons.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { compactInputClass } from '#client/components/form/styles.ts';
import { MatchForm } from '#client/features/admin/matches/match-form.tsx';
import { matchAdminStrings as text } from '#client/features/admin/matches/strings.ts';
import { AddButton, AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { EditDeleteActions, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDate, todayInMadrid } from '#shared/dates.ts';
import { type Match, type MatchStatus, matchStatusLabels } from '#shared/schemas/match.ts';
import { currentSeason } from '#shared/schemas/season.ts';

const s = adminStrings.matches;

const badge: Record<string, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  live: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

const title = (m: Match) => `${m.homeTeam} – ${m.awayTeam}`;

/** A match already played (its date is past) that still says 'Programat': its result is missing. */
const isPending = (m: Match, today: string) => m.status === 'scheduled' && m.matchDate < today;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The order of the list (issue 12): matches waiting for their result first (the most recent first), then the
 * nearest date to today first, either side of it (a tie goes to the coming one).
 */
export function adminMatchOrder(list: readonly Match[], today: string): Match[] {
  const t0 = dayNumber(today);
  const key = (m: Match) => Math.abs(dayNumber(m.matchDate) - t0) * 2 + (m.matchDate < today ? 1 : 0);
  return [...list].sort((a, b) => {
    const pa = isPending(a, today);
    const pb = isPending(b, today);
    if (pa !== pb) return pa ? -1 : 1;
    if (pa) return b.matchDate.localeCompare(a.matchDate) || b.matchTime.localeCompare(a.matchTime) || b.id - a.id;
    return key(a) - key(b) || a.matchTime.localeCompare(b.matchTime) || a.id - b.id;
  });
}

/** Admin tab 'Partits': one season at a time, filterable by team; create (no status), edit, delete (SPEC §2, §4, §5). */
export default function MatchesTab() {
  const today = todayInMadrid();
  const seasons = useSeasons({ staleTime: 0 });
  const teams = useTeams({ staleTime: 0 });
  const [chosenSeason, setChosenSeason] = useState<number | undefined>(undefined);
  const [team, setTeam] = useState('');
  const seasonId = chosenSeason ?? currentSeason(seasons.data ?? [], today)?.id;
  const matches = useMatches(
    { season: seasonId, team: team || undefined, list: 'all' },
    { staleTime: 0, enabled: seasonId !== undefined },
  );
  const remove = useDeleteMatch();
  // A coach enters results; a treasurer or the communication volunteer sees the matches read-only (decision 187).
  const canWrite = useCan('matches.write');
  const [editing, setEditing] = useState<Match | 'new' | null>(null);

  const sorted = useMemo(() => adminMatchOrder(matches.data ?? [], today), [matches.data, today]);
  const pendingCount = sorted.filter((m) => isPending(m, today)).length;
  const teamNames = useMemo(() => [...new Set((teams.data ?? []).map((t) => t.name))], [teams.data]);
  const currentId = currentSeason(seasons.data ?? [], today)?.id;

  const onDelete = (m: Match) => remove.mutate(m.id, toastOutcome(s.deleted, s.deleteError));

  const filters = (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label={text.season}
        value={seasonId === undefined ? '' : String(seasonId)}
        options={(seasons.data ?? []).map((season) => ({
          value: String(season.id),
          label: season.id === currentId ? text.currentSeason(season.label) : season.label,
        }))}
        onChange={(v) => setChosenSeason(Number(v))}
        selectClassName={compactInputClass}
      />
      <FilterSelect
        label={text.team}
        value={team}
        options={[{ value: '', label: text.allTeams }, ...teamNames.map((name) => ({ value: name, label: name }))]}
        onChange={setTeam}
        selectClassName={compactInputClass}
      />
      {canWrite ? <AddButton label={s.add} onClick={() => setEditing('new')} disabled={teams.isPending} /> : null}
    </div>
  );

  return (
    <AdminListTab
      headingId="tab-partits-heading"
      title={s.heading}
      note={pendingCount > 0 ? text.pendingNote(pendingCount) : undefined}
      action={filters}
      query={seasonId === undefined ? seasons : matches}
      items={sorted}
      emptyText={(seasons.data ?? []).length > 0 ? text.emptySeason : s.empty}
      listClassName="space-y-3"
      renderRow={(m) => {
        const pending = isPending(m, today);
        return (
          <li
            key={m.id}
            className={`${cardClass} flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${pending ? 'border-amber-400 bg-amber-50' : ''}`}
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="font-semibold uppercase tracking-wide text-brand-800">{m.category}</span>
                <span className={`rounded-full px-2 py-0.5 font-semibold ${badge[m.status] ?? 'bg-stone-100 text-stone-800'}`}>
                  {matchStatusLabels[m.status as MatchStatus] ?? m.status}
                </span>
                {pending ? (
                  <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">{text.pending}</span>
                ) : null}
              </div>
              <p className="mt-1 font-semibold text-stone-900">
                {m.homeTeam}{' '}
                <span className="tabular-nums text-stone-700">
                  {m.homeScore !== null && m.awayScore !== null ? `${m.homeScore} – ${m.awayScore}` : 'vs'}
                </span>{' '}
                {m.awayTeam}
              </p>
              <p className="text-sm text-stone-600">
                {formatDate(m.matchDate)} · {m.matchTime} · {m.venue}
              </p>
            </div>
            {canWrite ? (
              <EditDeleteActions className="flex shrink-0 gap-1" name={title(m)} strings={s} onEdit={() => setEditing(m)} onDelete={() => onDelete(m)} />
            ) : null}
          </li>
        );
      }}
    >
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        strings={s}
        form={(match) => <MatchForm match={match} teamNames={teamNames} onDone={() => setEditing(null)} />}
      />
    </AdminListTab>
  );
}
