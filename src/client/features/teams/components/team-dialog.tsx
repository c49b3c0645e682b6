import { ExternalLink, Trophy, User, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { parsePlayers, playerCountLabel, playersHeading } from '#client/features/teams/player-count.ts';
import { teamsStrings } from '#client/features/teams/strings.ts';
import { teamImageSrc } from '#client/features/teams/team-image.ts';
import { CategoryBadge } from '#client/features/teams/components/category-badge.tsx';
import type { Team } from '#shared/schemas/team.ts';

/** The team detail dialog (a lazy chunk: loaded when a card is first approached). */
export default function TeamDialog({ team, open, onOpenChange, returnFocus }: {
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const players = parsePlayers(team.players);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl"
          onCloseAutoFocus={(e) => {
            const target = returnFocus();
            if (target) {
              e.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              {teamsStrings.dialogTitle}
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-700 hover:bg-stone-100" aria-label={teamsStrings.close}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
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
                <div className="rounded-lg bg-stone-50 p-3">
                  <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
                    <Users className="h-4 w-4" aria-hidden />
                    {teamsStrings.squad}
                  </dt>
                  <dd className="mt-1 font-medium text-stone-900">{playerCountLabel(team.playerCount, team.division)}</dd>
                </div>
                {team.coach ? (
                  <div className="rounded-lg bg-stone-50 p-3">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
                      <User className="h-4 w-4" aria-hidden />
                      {teamsStrings.coach}
                    </dt>
                    <dd className="mt-1 font-medium text-stone-900">{team.coach}</dd>
                  </div>
                ) : null}
                {team.league ? (
                  <div className="rounded-lg bg-stone-50 p-3 sm:col-span-2">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
                      <Trophy className="h-4 w-4" aria-hidden />
                      {teamsStrings.league}
                    </dt>
                    <dd className="mt-1 font-medium text-stone-900">{team.league}</dd>
                  </div>
                ) : null}
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

              {team.externalUrl ? (
                <a
                  href={team.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  {teamsStrings.officialLink}
                  <ExternalLink className="h-4 w-4" aria-hidden />
                  <span className="sr-only">{teamsStrings.newTab}</span>
                </a>
              ) : null}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
