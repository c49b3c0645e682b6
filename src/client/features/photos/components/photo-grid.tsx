import { categoryLabel, gridImageUrl, thumbnailSize } from '#client/features/photos/photo-gallery.ts';
import { photoCategoryMessages } from '#client/features/photos/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import type { Photo } from '#shared/schemas/photo.ts';

/** Thumbnails in the first rows load at once; the rest when scrolled near. The first (the page's largest paint, which
 * the server preloads) is fetched before the others. */
const EAGER_THUMBNAILS = 4;

export function PhotoGrid({ photos, onOpen, onIntent }: {
  photos: Photo[];
  onOpen: (index: number, opener: HTMLButtonElement) => void;
  onIntent: () => void;
}) {
  const categories = useMessages(photoCategoryMessages);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, i) => {
        const size = thumbnailSize(photo.width, photo.height);
        return (
          <li key={photo.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              data-photo-id={photo.id}
              onClick={(e) => onOpen(i, e.currentTarget)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              className="group block w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-stone-200">
                <img
                  src={gridImageUrl(photo)}
                  alt=""
                  width={size.width}
                  height={size.height}
                  loading={i < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                />
              </span>
              <span className="block p-3">
                <span className="block truncate text-sm font-semibold text-stone-900">{photo.title}</span>
                <span className="block text-xs text-stone-600">
                  {categoryLabel(categories, photo.category)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
