import { PageHeader } from '#client/components/ui/page-header.tsx';
import { FamilyPage } from '#client/features/family/components/family-page.tsx';
import { familyPageMessages } from '#client/features/family/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The family page, "Les meves inscripcions" (issue 14 item 4): a family's own records and data rights. */
export default function FamilyRoute() {
  const t = useMessages(familyPageMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mt-10">
        <FamilyPage />
      </div>
    </div>
  );
}
