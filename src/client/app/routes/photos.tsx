import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { PhotosView } from '#client/features/photos/components/photos-view.tsx';
import { photosStrings } from '#client/features/photos/strings.ts';

export default function PhotosRoute() {
  return (
    <HeadedPage title={photosStrings.title} subtitle={photosStrings.subtitle}>
      <PhotosView />
    </HeadedPage>
  );
}
