import { useMemo, useState } from 'react';
import { useDeleteMatch } from '#client/api/delete-match.ts';
import { useMatches } from '#client/api/get-matches.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { MatchForm } from '#client/features/admin/matches/match-form.tsx';
import { AddButton, AdminListTab } from '#client/features/admin/ui/shared-list-tab.tsx';
import { EditDeleteActions, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDate } from '#shared/dates.ts';
import { type Match, type MatchStatus, matchStatusLabels } from '#shared/schemas/match.ts';

const s = adminStrings.matches;

const badge: Record<string, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  live: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

const title = (m: Match) => `${m.homeTeam} – ${m.awayTeam}`;

/** Admin tab 'Partits': list, create (no status), edit (status and scores), delete (SPEC §2, §4, §5). */
export default function MatchesTab() {
  const matches = useMatches({ staleTime: 0 });
  const teams = useTeams({ staleTime: 0 });
  const remove = useDeleteMatch();
  const [editing, setEditing] = useState<Match | 'new' | null>(null);

  const sorted = useMemo(
    () =>
      [...(matches.data ?? [])].sort(
        (a, b) => b.matchDate.localeCompare(a.matchDate) || b.matchTime.localeCompare(a.matchTime) || b.id - a.id,
      ),
    [matches.data],
  );
  const teamNames = useMemo(() => [...new Set((teams.data ?? []).map((t) => t.name))], [teams.data]);

  const onDelete = (m: Match) => remove.mutate(m.id, toastOutcome(s.deleted, s.deleteError));

  return (
    <AdminListTab
      headingId="tab-partits-heading"
      title={s.heading}
      action={<AddButton label={s.add} onClick={() => setEditing('new')} disabled={teams.isPending} />}
      query={matches}
      items={sorted}
      emptyText={s.empty}
      listClassName="space-y-3"
      renderRow={(m) => (
        <li key={m.id} className={`${cardClass} flex flex-col gap-3 p-4 sm:flex-row sm:items-center`}>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="font-semibold uppercase tracking-wide text-brand-800">{m.category}</span>
              <span className={`rounded-full px-2 py-0.5 font-semibold ${badge[m.status] ?? 'bg-stone-100 text-stone-800'}`}>
                {matchStatusLabels[m.status as MatchStatus] ?? m.status}
              </span>
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
          <EditDeleteActions className="flex shrink-0 gap-1" name={title(m)} strings={s} onEdit={() => setEditing(m)} onDelete={() => onDelete(m)} />
        </li>
      )}
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
