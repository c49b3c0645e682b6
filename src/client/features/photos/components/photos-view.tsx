import { lazy, Suspense, useRef, useState } from 'react';
import { usePhotos } from '#client/api/get-photos.ts';
import { ALL_CATEGORIES, filterPhotos } from '#client/features/photos/photo-gallery.ts';
import { photosStrings } from '#client/features/photos/strings.ts';
import { CategoryFilter } from '#client/features/photos/components/category-filter.tsx';
import { PhotoGrid } from '#client/features/photos/components/photo-grid.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '#client/components/ui/status-message.tsx';

const loadLightbox = () => import('#client/features/photos/components/lightbox.tsx');
const Lightbox = lazy(loadLightbox);

export function PhotosView() {
  const { data: photos, isPending, isError } = usePhotos();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [index, setIndex] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  if (isPending) {
    return <LoadingMessage>{photosStrings.loading}</LoadingMessage>;
  }
  if (isError) {
    return <ErrorMessage>{photosStrings.error}</ErrorMessage>;
  }
  if (photos.length === 0) {
    return <EmptyMessage>{photosStrings.empty}</EmptyMessage>;
  }

  const shown = filterPhotos(photos, category);
  return (
    <div className="space-y-8">
      <CategoryFilter
        value={category}
        onChange={(c) => {
          setCategory(c);
          setOpen(false);
          setIndex(null);
        }}
      />
      {shown.length === 0 ? (
        <EmptyMessage>{photosStrings.emptyCategory}</EmptyMessage>
      ) : (
        <PhotoGrid
          photos={shown}
          onIntent={() => void loadLightbox()}
          onOpen={(i, button) => {
            opener.current = button;
            setIndex(i);
            setOpen(true);
          }}
        />
      )}
      {index !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            photos={shown}
            index={index}
            open={open}
            onIndexChange={setIndex}
            onOpenChange={setOpen}
            returnFocus={() => opener.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
