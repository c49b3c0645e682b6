import { useState } from 'react';
import { Images } from 'lucide-react';
import { useAlbums, useMoreAlbums } from '#client/api/get-albums.ts';
import { ShowMoreButton } from '#client/features/photos/components/show-more.tsx';
import { photosMessages } from '#client/features/photos/strings.ts';
import { THUMBNAIL_SIDE } from '#client/features/photos/photo-gallery.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import { albumPageSize } from '#shared/list-pages.ts';
import type { Album } from '#shared/schemas/album.ts';

/** The albums, newest first, as cards (cover, title, date, count); 'Mostra'n més àlbums' loads the older ones. */
export function AlbumGrid({ headingId, onOpen }: { headingId: string; onOpen: (album: Album) => void }) {
  const t = useMessages(photosMessages);
  const first = useAlbums();
  const [asked, setAsked] = useState(false);
  const more = useMoreAlbums(first.data?.at(-1), asked);
  const albums = [...(first.data ?? []), ...(more.data?.pages.flat() ?? [])];
  if (albums.length === 0) return null;
  const canAskMore = (first.data?.length ?? 0) === albumPageSize.default && (!asked || more.hasNextPage !== false);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        {t.albumsHeading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {albums.map((album, i) => (
          <li key={album.id}>
            <a
              href={`?album=${album.id}`}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(album);
              }}
              className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
            >
              <span className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-stone-200">
                {album.coverUrl ? (
                  <img
                    src={album.coverUrl}
                    alt=""
                    width={THUMBNAIL_SIDE}
                    height={Math.round((THUMBNAIL_SIDE * 3) / 4)}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                ) : (
                  <Images className="h-10 w-10 text-stone-500" aria-hidden />
                )}
              </span>
              <span className="block p-3">
                <span className="line-clamp-2 font-semibold text-stone-900">{album.title}</span>
                <span className="block text-xs text-stone-600">
                  {formatDate(album.albumDate, pageLocale)} · {t.photoCount(album.photoCount)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {canAskMore ? (
        <ShowMoreButton
          label={t.showMoreAlbums}
          busy={more.isFetching}
          onClick={() => (asked ? void more.fetchNextPage() : setAsked(true))}
        />
      ) : null}
    </section>
  );
}
