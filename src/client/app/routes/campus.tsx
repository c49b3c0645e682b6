import { PageHeader } from '#client/components/ui/page-header.tsx';
import { CampusView } from '#client/features/campus/components/campus-view.tsx';
import { WhyCampus } from '#client/features/campus/components/why-campus.tsx';
import { campusStrings } from '#client/features/campus/strings.ts';

export default function CampusRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={campusStrings.title} subtitle={campusStrings.subtitle} />
      <section aria-labelledby="campus-llista" className="mt-10">
        <h2 id="campus-llista" className="sr-only">
          {campusStrings.listHeading}
        </h2>
        <CampusView />
      </section>
      <div className="mt-16">
        <WhyCampus />
      </div>
    </div>
  );
}
