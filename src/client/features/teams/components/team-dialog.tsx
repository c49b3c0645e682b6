import { type LucideIcon, Trophy, User, Users } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { DialogShell, focusOnClose } from '#client/components/ui/dialog-shell.tsx';
import { NewTabLink } from '#client/components/ui/external-link.tsx';
import { ShareButton } from '#client/components/ui/share-button.tsx';
import { parsePlayers, playerCountLabel, playersHeading } from '#client/features/teams/player-count.ts';
import { teamsMessages } from '#client/features/teams/strings.ts';
import { teamImageSrc } from '#client/features/teams/team-image.ts';
import { CategoryBadge } from '#client/features/teams/components/category-badge.tsx';
import { useMessages } from '#client/lib/i18n.ts';
import { itemPath } from '#shared/item-links.ts';
import type { Team } from '#shared/schemas/team.ts';

const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/60',
  content:
    'fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl',
  header: 'flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3',
  title: 'text-sm font-semibold uppercase tracking-wide text-brand-800',
  close: 'rounded-md p-2 text-stone-700 hover:bg-stone-100',
};

/** One fact of the team (squad, coach, league): an icon and a label over the value; `wide` spans both columns. */
function Fact({ icon: Icon, label, value, wide = false }: { icon: LucideIcon; label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'rounded-lg bg-stone-50 p-3 sm:col-span-2' : 'rounded-lg bg-stone-50 p-3'}>
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 font-medium text-stone-900">{value}</dd>
    </div>
  );
}

/** The team detail dialog (a lazy chunk: loaded when a card is first approached). */
export default function TeamDialog({ team, open, onOpenChange, returnFocus }: {
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useMessages(teamsMessages);
  const players = parsePlayers(team.players);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      classes={dialogClasses}
      title={t.dialogTitle}
      closeLabel={t.close}
      onCloseAutoFocus={focusOnClose(returnFocus)}
    >
      <div className="overflow-y-auto">
        <img
          src={teamImageSrc(team.imageUrl)}
          alt={team.name}
          width={1200}
          height={800}
          className="aspect-[3/2] max-h-72 w-full bg-stone-200 object-cover"
        />
        <div className="space-y-5 p-5 sm:p-6">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={team.category} />
              {team.division ? <span className="text-sm text-stone-600">{team.division}</span> : null}
            </div>
            <h2 className="text-2xl font-bold text-stone-900">{team.name}</h2>
            <Dialog.Description className="text-stone-700">{team.description}</Dialog.Description>
          </div>

          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact icon={Users} label={t.squad} value={playerCountLabel(team.playerCount, team.division)} />
            {team.coach ? <Fact icon={User} label={t.coach} value={team.coach} /> : null}
            {team.league ? <Fact icon={Trophy} label={t.league} value={team.league} wide /> : null}
          </dl>

          {players.length > 0 ? (
            <div>
              <h3 id="team-players-heading" className="mb-2 font-semibold text-stone-900">
                {playersHeading(team.division)}
              </h3>
              <section
                aria-labelledby="team-players-heading"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
                tabIndex={0}
                className="max-h-60 overflow-y-auto rounded-lg border border-stone-200"
              >
                <ol className="divide-y divide-stone-100">
                  {players.map((name, i) => (
                    <li key={`${i}-${name}`} className="px-3 py-2 text-sm text-stone-800">
                      {name}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            {team.externalUrl ? (
              <NewTabLink
                href={team.externalUrl}
                className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                newTabText={t.newTab}
              >
                {t.officialLink}
              </NewTabLink>
            ) : null}
            <ShareButton title={team.name} path={itemPath('team', team)} />
          </div>
        </div>
      </div>
    </DialogShell>
  );
}
