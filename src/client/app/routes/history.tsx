import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ClubValues } from '#client/features/history/components/club-values.tsx';
import { Timeline } from '#client/features/history/components/timeline.tsx';
import { historyStrings } from '#client/features/history/strings.ts';

export default function HistoryRoute() {
  return (
    <div className="mx-auto max-w-5xl space-y-16 px-4 py-12">
      <PageHeader title={historyStrings.title} subtitle={historyStrings.subtitle} />
      <Timeline />
      <ClubValues />
    </div>
  );
}
