import { Plus, } from 'lucide-react';
import { useState } from 'react';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { useDeleteTeam } from '#client/api/delete-team.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { DeleteWithConfirm, EditButton, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState, TabHeader } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { TeamForm } from '#client/features/admin/teams/team-form.tsx';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';
import type { Team } from '#shared/schemas/team.ts';

const s = adminStrings.teams;

/** Admin tab 'Equips': cards, create and edit (image required only on create), delete (SPEC §2, §5). */
export default function TeamsTab() {
  const teams = useTeams({ staleTime: 0 });
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);

  const onDelete = (team: Team) =>
    remove.mutate(team.id, {
      onSuccess: () => notifySuccess(s.deleted),
      onError: (err) => notifyError(s.deleteError, err),
    });

  const list = teams.data ?? [];
  return (
    <section aria-labelledby="tab-equips-heading">
      <TabHeader
        id="tab-equips-heading"
        title={s.heading}
        action={
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.add}
          </button>
        }
      />
      <ListState
        isPending={teams.isPending}
        error={teams.error}
        isEmpty={list.length === 0}
        emptyText={s.empty}
        onRetry={() => void teams.refetch()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((team) => (
            <li key={team.id} className={`${cardClass} flex flex-col overflow-hidden`}>
              <img
                src={smallVariant(resolveImageRef(team.imageUrl, {}, teamPlaceholder))}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                className="aspect-video w-full bg-stone-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{team.category}</p>
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
                <div className="mt-auto flex gap-1 pt-3">
                  <EditButton label={s.editLabel(team.name)} onClick={() => setEditing(team)} />
                  <DeleteWithConfirm
                    label={s.deleteLabel(team.name)}
                    title={s.confirmTitle}
                    description={s.confirmText(team.name)}
                    onConfirm={() => onDelete(team)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle={s.newTitle}
        editTitle={s.editTitle}
        form={(team) => <TeamForm team={team} onDone={() => setEditing(null)} />}
      />
    </section>
  );
}
