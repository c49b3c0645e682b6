import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PhotosView } from '#client/features/photos/components/photos-view.tsx';
import { photosStrings } from '#client/features/photos/strings.ts';

export default function PhotosRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={photosStrings.title} subtitle={photosStrings.subtitle} />
      <div className="mt-10">
        <PhotosView />
      </div>
    </div>
  );
}
