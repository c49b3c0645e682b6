import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { MatchesView } from '#client/features/matches/components/matches-view.tsx';
import { useMessages } from '#client/lib/i18n.ts';

export default function MatchesRoute() {
  const t = useMessages(matchesMessages);
  return (
    <HeadedPage title={t.title} subtitle={t.subtitle}>
      <MatchesView />
    </HeadedPage>
  );
}
