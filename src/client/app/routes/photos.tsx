import { HeadedPage } from '#client/components/ui/page-header.tsx';
import { PhotosView } from '#client/features/photos/components/photos-view.tsx';
import { photosMessages } from '#client/features/photos/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export default function PhotosRoute() {
  const t = useMessages(photosMessages);
  return (
    <HeadedPage title={t.title} subtitle={t.subtitle}>
      <PhotosView />
    </HeadedPage>
  );
}
