import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ClubValues } from '#client/features/history/components/club-values.tsx';
import { Timeline } from '#client/features/history/components/timeline.tsx';
import { historyMessages } from '#client/features/history/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export default function HistoryRoute() {
  const t = useMessages(historyMessages);
  return (
    <div className="mx-auto max-w-5xl space-y-16 px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Timeline />
      <ClubValues />
    </div>
  );
}
