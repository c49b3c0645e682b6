import { PageHeader } from '#client/components/ui/page-header.tsx';
import { matchesStrings } from '#client/features/matches/strings.ts';
import { MatchesView } from '#client/features/matches/components/matches-view.tsx';

export default function MatchesRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={matchesStrings.title} subtitle={matchesStrings.subtitle} />
      <div className="mt-10">
        <MatchesView />
      </div>
    </div>
  );
}
