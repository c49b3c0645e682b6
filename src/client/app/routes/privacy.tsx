import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PrivacyNotice } from '#client/features/privacy/components/privacy-notice.tsx';
import { privacyStrings } from '#client/features/privacy/strings.ts';

export default function PrivacyRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={privacyStrings.title} subtitle={privacyStrings.subtitle} />
      <PrivacyNotice />
    </div>
  );
}
