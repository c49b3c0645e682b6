import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PrivacyNotice } from '#client/features/privacy/components/privacy-notice.tsx';
import { privacyMessages } from '#client/features/privacy/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export default function PrivacyRoute() {
  const t = useMessages(privacyMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <PrivacyNotice />
    </div>
  );
}
