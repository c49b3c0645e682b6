import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { teamsStrings } from '#client/features/teams/strings.ts';
import { TeamsView } from '#client/features/teams/components/teams-view.tsx';

export default function TeamsRoute() {
  return (
    <HeadedPage title={teamsStrings.title} subtitle={teamsStrings.subtitle}>
      <TeamsView />
    </HeadedPage>
  );
}
