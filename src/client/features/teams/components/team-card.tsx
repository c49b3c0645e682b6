import { ChevronRight, Users } from 'lucide-react';
import { CardImage } from '#client/components/ui/card-image.tsx';
import { playerCountLabel } from '#client/features/teams/player-count.ts';
import { teamsMessages } from '#client/features/teams/strings.ts';
import { teamCardImageSrc } from '#client/features/teams/team-image.ts';
import { CategoryBadge } from '#client/features/teams/components/category-badge.tsx';
import { useMessages } from '#client/lib/i18n.ts';
import type { Team } from '#shared/schemas/team.ts';

/**
 * A team card. The whole card is clickable through one real button (the team name, stretched over the card), so
 * keyboard and screen reader users get a single, well-named control.
 */
export function TeamCard({ team, eager, priority = false, onOpen, onIntent }: {
  team: Team;
  /** Above the fold: load the image at once instead of lazily. */
  eager: boolean;
  /** The first card: its image is the page's largest paint (the server preloads it too), fetched before the rest. */
  priority?: boolean;
  onOpen: (team: Team, opener: HTMLButtonElement) => void;
  /** The pointer or focus is on the card: a good moment to fetch the dialog's code. */
  onIntent: () => void;
}) {
  const t = useMessages(teamsMessages);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <CardImage src={teamCardImageSrc(team.imageUrl)} eager={eager} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={team.category} />
          {team.division ? <span className="text-xs font-medium text-stone-600">{team.division}</span> : null}
        </div>
        <h2 className="text-lg font-bold text-stone-900">
          <button
            type="button"
            aria-haspopup="dialog"
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            onClick={(e) => onOpen(team, e.currentTarget)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            {team.name}
          </button>
        </h2>
        {team.description ? <p className="line-clamp-3 text-sm text-stone-700">{team.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <span className="inline-flex items-center gap-1.5 font-medium text-stone-800">
            <Users className="h-4 w-4 text-brand-700" aria-hidden />
            {playerCountLabel(team.playerCount, team.division)}
          </span>
          <span className="inline-flex items-center gap-0.5 text-brand-800">
            {t.hint}
            <ChevronRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden />
          </span>
        </div>
      </div>
    </article>
  );
}

export function TeamCardSkeleton() {
  return (
    <div data-testid="team-skeleton" className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[3/2] w-full animate-pulse bg-stone-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-20 animate-pulse rounded-full bg-stone-200" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
