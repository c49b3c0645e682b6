import { PageHeader } from '#client/components/ui/page-header.tsx';
import { teamsStrings } from '#client/features/teams/strings.ts';
import { TeamsView } from '#client/features/teams/components/teams-view.tsx';

export default function TeamsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={teamsStrings.title} subtitle={teamsStrings.subtitle} />
      <div className="mt-10">
        <TeamsView />
      </div>
    </div>
  );
}
