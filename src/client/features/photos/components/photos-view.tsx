import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useAlbum } from '#client/api/get-album.ts';
import { useMorePhotos, usePhotos } from '#client/api/get-photos.ts';
import { ALL_CATEGORIES } from '#client/features/photos/photo-gallery.ts';
import { photosMessages } from '#client/features/photos/strings.ts';
import { AlbumGrid } from '#client/features/photos/components/album-grid.tsx';
import { CategoryFilter } from '#client/features/photos/components/category-filter.tsx';
import { PhotoGrid } from '#client/features/photos/components/photo-grid.tsx';
import { ShowMoreButton } from '#client/features/photos/components/show-more.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '#client/components/ui/status-message.tsx';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import { photoPageSize } from '#shared/list-pages.ts';

const loadLightbox = () => import('#client/features/photos/components/lightbox.tsx');
const Lightbox = lazy(loadLightbox);

/** The album chosen in the URL (/fotos?album=12), or undefined for the overview. */
function albumFromUrl(value: string | null): number | undefined {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * /fotos (issue 12 item 3, decision 159): the albums newest first, then every photo newest first; an album's own
 * view at /fotos?album=<id>. Photos come one page at a time ('Mostra'n més'), filtered by category on the server.
 */
export function PhotosView() {
  const t = useMessages(photosMessages);
  const [params, setParams] = useSearchParams();
  const album = albumFromUrl(params.get('album'));
  const albumsHeading = useId();
  const photosHeading = useId();
  const choose = (id: number | undefined) => {
    setParams(() => (id === undefined ? new URLSearchParams() : new URLSearchParams({ album: String(id) })));
    window.scrollTo({ top: 0 });
  };

  if (album !== undefined) return <AlbumView key={album} albumId={album} onBack={() => choose(undefined)} />;
  return (
    <div className="space-y-12">
      <AlbumGrid headingId={albumsHeading} onOpen={(a) => choose(a.id)} />
      <section aria-labelledby={photosHeading} className="space-y-6">
        <h2 id={photosHeading} className="text-2xl font-bold text-stone-900">
          {t.allPhotosHeading}
        </h2>
        <PagedGallery album={undefined} />
      </section>
    </div>
  );
}

function AlbumView({ albumId, onBack }: { albumId: number; onBack: () => void }) {
  const t = useMessages(photosMessages);
  const album = useAlbum(albumId);
  return (
    <div className="space-y-6">
      <a
        href="?"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onBack();
        }}
        className="inline-block font-semibold text-brand-800 hover:underline"
      >
        {t.backToAlbums}
      </a>
      {album.isPending ? (
        <LoadingMessage>{t.loading}</LoadingMessage>
      ) : album.isError ? (
        <ErrorMessage>{t.albumNotFound}</ErrorMessage>
      ) : (
        <>
          <header className="space-y-1">
            <h2 className="text-2xl font-bold text-stone-900">{album.data.title}</h2>
            <p className="text-sm text-stone-600">
              {formatDate(album.data.albumDate, pageLocale)} · {t.photoCount(album.data.photoCount)}
            </p>
            {album.data.description ? <p className="text-stone-700">{album.data.description}</p> : null}
          </header>
          <PagedGallery album={albumId} />
        </>
      )}
    </div>
  );
}

/** SPEC's grid with its category filter, lightbox and download, over one page of photos at a time. */
function PagedGallery({ album }: { album: number | undefined }) {
  const t = useMessages(photosMessages);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const filter = { album, category: category === ALL_CATEGORIES ? undefined : category };
  const first = usePhotos(filter);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const viewKey = `${album ?? ''}|${category}`;
  const asked = askedFor === viewKey;
  const more = useMorePhotos(filter, first.data?.at(-1), asked);
  const [index, setIndex] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const filterBar = (
    <CategoryFilter
      value={category}
      onChange={(c) => {
        setCategory(c);
        setOpen(false);
        setIndex(null);
      }}
    />
  );
  if (first.isPending) return <LoadingMessage>{t.loading}</LoadingMessage>;
  if (first.isError) return <ErrorMessage>{t.error}</ErrorMessage>;

  const shown = [...first.data, ...(more.data?.pages.flat() ?? [])];
  const canAskMore = first.data.length === photoPageSize.default && (!asked || more.hasNextPage !== false);
  const empty =
    category !== ALL_CATEGORIES ? t.emptyCategory : album !== undefined ? t.emptyAlbum : t.empty;
  return (
    <div className="space-y-8">
      {filterBar}
      {shown.length === 0 ? (
        <EmptyMessage>{empty}</EmptyMessage>
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
      {canAskMore ? (
        <ShowMoreButton
          label={t.showMore}
          busy={more.isFetching}
          onClick={() => (asked ? void more.fetchNextPage() : setAskedFor(viewKey))}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {asked ? t.shownOf({ shown: shown.length }) : ''}
      </p>
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
