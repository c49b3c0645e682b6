import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { matchesStrings } from '#client/features/matches/strings.ts';
import { MatchesView } from '#client/features/matches/components/matches-view.tsx';

export default function MatchesRoute() {
  return (
    <HeadedPage title={matchesStrings.title} subtitle={matchesStrings.subtitle}>
      <MatchesView />
    </HeadedPage>
  );
}
