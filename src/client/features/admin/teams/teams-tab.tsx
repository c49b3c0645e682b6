import { useState } from 'react';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { useDeleteTeam } from '#client/api/delete-team.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { AddButton, AdminListTab, CardKicker, ImageCard } from '#client/features/admin/ui/shared-list-tab.tsx';
import { EditButton, EditDeleteActions, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { TeamForm } from '#client/features/admin/teams/team-form.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';
import type { Team } from '#shared/schemas/team.ts';

const s = adminStrings.teams;

/** Admin tab 'Equips': cards, create and edit (image required only on create), delete (SPEC §2, §5). */
export default function TeamsTab() {
  const teams = useTeams({ staleTime: 0 });
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  // Coaches create and delete teams; the communication volunteer edits their public texts; others only see them.
  const canWrite = useCan('teams.write');
  const canEditText = useCan('teams.text');

  const onDelete = (team: Team) => remove.mutate(team.id, toastOutcome(s.deleted, s.deleteError));

  return (
    <AdminListTab
      headingId="tab-equips-heading"
      title={s.heading}
      action={canWrite ? <AddButton label={s.add} onClick={() => setEditing('new')} /> : undefined}
      query={teams}
      items={teams.data ?? []}
      emptyText={s.empty}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderRow={(team) => (
        <ImageCard key={team.id} src={smallVariant(resolveImageRef(team.imageUrl, {}, teamPlaceholder))} height={270} aspect="aspect-video">
          <CardKicker>{team.category}</CardKicker>
          <h3 className="mt-1 font-semibold text-stone-900">{team.name}</h3>
          <p className="text-sm text-stone-600">
            {team.division} · {s.players_count(team.playerCount)}
          </p>
          {team.coach ? (
            <p className="mt-1 text-sm text-stone-600">
              {s.coach}: {team.coach}
            </p>
          ) : null}
          <p className="mt-2 line-clamp-3 text-sm text-stone-700">{team.description}</p>
          {canWrite ? (
            <EditDeleteActions
              className="mt-auto flex gap-1 pt-3"
              name={team.name}
              strings={s}
              onEdit={() => setEditing(team)}
              onDelete={() => onDelete(team)}
            />
          ) : canEditText ? (
            <div className="mt-auto flex gap-1 pt-3">
              <EditButton label={s.editLabel(team.name)} onClick={() => setEditing(team)} />
            </div>
          ) : null}
        </ImageCard>
      )}
    >
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        strings={s}
        form={(team) => <TeamForm team={team} textsOnly={!canWrite} onDone={() => setEditing(null)} />}
      />
    </AdminListTab>
  );
}
