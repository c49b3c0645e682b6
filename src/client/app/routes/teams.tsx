import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { teamsMessages } from '#client/features/teams/strings.ts';
import { TeamsView } from '#client/features/teams/components/teams-view.tsx';
import { useMessages } from '#client/lib/i18n.ts';

export default function TeamsRoute() {
  const t = useMessages(teamsMessages);
  return (
    <HeadedPage title={t.title} subtitle={t.subtitle}>
      <TeamsView />
    </HeadedPage>
  );
}
