import { lazy, Suspense } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { familyPageMessages } from '#client/features/family/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

// The sign-in form and the records (with zod and react-hook-form) are their own chunk, fetched as the page renders: the
// heading shows without waiting for them (decision 203).
// In Spanish and French the forms' error texts and zod's messages come with it (decision 196).
const loadPage = withTexts(['forms', 'zod'], () => import('#client/features/family/components/family-page.tsx'));
const FamilyPage = lazy(async () => ({ default: (await loadPage()).FamilyPage }));

/** The family page, "Les meves inscripcions" (issue 14 item 4): a family's own records and data rights. */
export default function FamilyRoute() {
  const t = useMessages(familyPageMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mt-10">
        <Suspense fallback={<div className="min-h-64" aria-hidden />}>
          <FamilyPage />
        </Suspense>
      </div>
    </div>
  );
}
