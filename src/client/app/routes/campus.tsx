import { PageHeader } from '#client/components/ui/page-header.tsx';
import { CampusView } from '#client/features/campus/components/campus-view.tsx';
import { WhyCampus } from '#client/features/campus/components/why-campus.tsx';
import { campusMessages } from '#client/features/campus/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export default function CampusRoute() {
  const t = useMessages(campusMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <section aria-labelledby="campus-llista" className="mt-10">
        <h2 id="campus-llista" className="sr-only">
          {t.listHeading}
        </h2>
        <CampusView />
      </section>
      <div className="mt-16">
        <WhyCampus />
      </div>
    </div>
  );
}
