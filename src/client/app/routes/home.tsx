import { Hero } from '#client/features/home/components/hero.tsx';
import { StatCards } from '#client/features/home/components/stat-cards.tsx';
import { RecentResults } from '#client/features/matches/components/recent-results.tsx';
import { useTeams } from '#client/api/get-teams.ts';

export default function HomeRoute() {
  const teams = useTeams();
  // SPEC §2: the number of teams in the list, 0 if none (or if the list could not be loaded).
  const teamCount = teams.data ? teams.data.length : teams.isError ? 0 : undefined;
  return (
    <div className="pb-4">
      <Hero />
      <div className="space-y-14">
        <StatCards teamCount={teamCount} />
        <RecentResults />
      </div>
    </div>
  );
}
