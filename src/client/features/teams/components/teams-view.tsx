import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTeams } from '#client/api/get-teams.ts';
import { teamsMessages } from '#client/features/teams/strings.ts';
import { TeamCard, TeamCardSkeleton } from '#client/features/teams/components/team-card.tsx';
import type { Team } from '#shared/schemas/team.ts';
import { EmptyMessage, ErrorMessage } from '#client/components/ui/status-message.tsx';
import { useMessages } from '#client/lib/i18n.ts';
import { useItemRoute, useItemTitle } from '#client/lib/item-route.ts';

const loadTeamDialog = () => import('#client/features/teams/components/team-dialog.tsx');
const TeamDialog = lazy(loadTeamDialog);

/** SPEC §9: six skeleton cards while loading. */
export const SKELETON_CARDS = 6;
/** Cards in the first rows load their image at once; the rest lazily. */
const EAGER_CARDS = 3;

export function TeamsView() {
  const t = useMessages(teamsMessages);
  const { data: teams, isPending, isError } = useTeams();
  const [selected, setSelected] = useState<Team | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // The open team is the one the address names (/equips/<id>-<name>, decision 174): a shared link opens it.
  const link = useItemRoute('team');
  const linked = teams?.find((team) => team.id === link.id);
  useItemTitle(linked?.name);
  useEffect(() => {
    if (linked) setSelected(linked);
    setOpen(Boolean(linked));
  }, [linked]);

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <TeamCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return <ErrorMessage>{t.error}</ErrorMessage>;
  }
  if (teams.length === 0) {
    return <EmptyMessage>{t.empty}</EmptyMessage>;
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {teams.map((team, i) => (
          <li key={team.id} className="flex">
            <TeamCard
              team={team}
              eager={i < EAGER_CARDS}
              priority={i === 0}
              onIntent={() => void loadTeamDialog()}
              onOpen={(chosen, button) => {
                opener.current = button;
                link.open(chosen);
              }}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          <TeamDialog
            team={selected}
            open={open}
            onOpenChange={(next) => {
              if (!next) link.close();
            }}
            returnFocus={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
