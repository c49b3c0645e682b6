import { PageHeader } from '#client/components/ui/page-header.tsx';
import { WaitlistPage } from '#client/features/waitlist/components/waitlist-page.tsx';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The waiting list's page (issue 14 item 1): an offer to accept or decline, leaving the list. */
export default function WaitlistRoute() {
  const t = useMessages(waitlistPageMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={t.title} />
      <div className="mt-10">
        <WaitlistPage />
      </div>
    </div>
  );
}
