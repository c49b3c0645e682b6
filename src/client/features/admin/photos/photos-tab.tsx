import { useState } from 'react';
import { Pencil, Upload } from 'lucide-react';
import { useDeleteAlbum } from '#client/api/delete-album.ts';
import { useDeletePhoto } from '#client/api/delete-photo.ts';
import { useAlbumChoices } from '#client/api/get-albums.ts';
import { useMorePhotos, usePhotos } from '#client/api/get-photos.ts';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { compactInputClass } from '#client/components/form/styles.ts';
import { AlbumForm } from '#client/features/admin/photos/album-form.tsx';
import { BulkUpload } from '#client/features/admin/photos/bulk-upload.tsx';
import { PhotoForm } from '#client/features/admin/photos/photo-form.tsx';
import { albumStrings } from '#client/features/admin/photos/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { AddButton, AdminListTab, ImageCard } from '#client/features/admin/ui/shared-list-tab.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDate } from '#shared/dates.ts';
import { type Photo, type PhotoCategory, photoCategoryLabels, photoPageSize } from '#shared/schemas/photo.ts';

const s = adminStrings.photos;
const a = albumStrings;
const ALL = '';
const NONE = 'none';

/** Admin tab 'Fotos': albums (create, edit, delete), the photos of one (or all, or those without album) a page at a
 * time, the add form of SPEC and the bulk upload into an album (issue 12 item 3). */
export default function PhotosTab() {
  const [choice, setChoice] = useState(ALL);
  const albums = useAlbumChoices();
  const album = albums.data?.find((x) => String(x.id) === choice);
  const filter = { album: choice === NONE ? ('none' as const) : album?.id };
  const photos = usePhotos(filter, { staleTime: 0 });
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const asked = askedFor === choice;
  const more = useMorePhotos(filter, photos.data?.at(-1), asked);
  const remove = useDeletePhoto();
  const removeAlbum = useDeleteAlbum();
  const [dialog, setDialog] = useState<'photo' | 'bulk' | 'new-album' | 'edit-album' | null>(null);
  // Photos and albums are the communication volunteer's (and the admin's); others see them read-only (decision 187).
  const canWrite = useCan('photos.write');

  const onDelete = (photo: Photo) => remove.mutate(photo.id, toastOutcome(s.deleted, s.deleteError));
  const shown = [...(photos.data ?? []), ...(more.data?.pages.flat() ?? [])];
  const canAskMore = (photos.data?.length ?? 0) === photoPageSize.default && (!asked || more.hasNextPage !== false);
  const targetName = album ? album.title : a.noAlbum;
  const close = () => setDialog(null);

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <FilterSelect
        label={a.albumFilter}
        value={choice}
        onChange={setChoice}
        selectClassName={compactInputClass}
        options={[
          { value: ALL, label: a.allPhotos },
          { value: NONE, label: a.noAlbum },
          ...(albums.data ?? []).map((x) => ({ value: String(x.id), label: `${x.title} (${a.photoCount(x.photoCount)})` })),
        ]}
      />
      {canWrite ? (
        <button type="button" className={buttonClass.secondary} onClick={() => setDialog('new-album')}>
          {a.newAlbum}
        </button>
      ) : null}
      {album && canWrite ? (
        <>
          <button type="button" className={buttonClass.secondary} onClick={() => setDialog('edit-album')}>
            <Pencil className="h-4 w-4" aria-hidden />
            {a.editAlbum}
          </button>
          <DeleteWithConfirm
            label={`${a.deleteAlbum} ${album.title}`}
            title={a.confirmDeleteTitle}
            description={a.confirmDeleteText(album.title)}
            onConfirm={() =>
              removeAlbum.mutate(album.id, {
                ...toastOutcome(a.deleted, a.deleteError),
                onSuccess: () => setChoice(ALL),
              })
            }
          />
        </>
      ) : null}
      {canWrite ? (
        <button type="button" className={buttonClass.primary} onClick={() => setDialog('bulk')}>
          <Upload className="h-4 w-4" aria-hidden />
          {a.bulk}
        </button>
      ) : null}
    </div>
  );

  return (
    <AdminListTab
      headingId="tab-fotos-heading"
      title={s.heading}
      action={canWrite ? <AddButton label={s.add} onClick={() => setDialog('photo')} /> : undefined}
      toolbar={toolbar}
      query={photos}
      items={shown}
      emptyText={s.empty}
      renderList={(items) => (
        <>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {items.map((photo) => (
              <ImageCard
                key={photo.id}
                src={photo.thumbnailUrl ?? photo.imageUrl}
                alt={photo.title}
                width={photo.width ?? 480}
                height={photo.height ?? 360}
                aspect="aspect-[4/3]"
                bodyClassName="p-3"
              >
                <h3 className="font-semibold text-stone-900">{photo.title}</h3>
                <p className="text-xs text-stone-600">
                  {photoCategoryLabels[photo.category as PhotoCategory] ?? photo.category} · {formatDate(photo.uploadDate)}
                </p>
                {photo.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-700">{photo.description}</p> : null}
                {canWrite ? (
                  <div className="mt-auto pt-2">
                    <DeleteWithConfirm
                      label={s.deleteLabel(photo.title)}
                      title={s.confirmTitle}
                      description={s.confirmText(photo.title)}
                      onConfirm={() => onDelete(photo)}
                      className="-ml-3"
                    />
                  </div>
                ) : null}
              </ImageCard>
            ))}
          </ul>
          {canAskMore ? (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={more.isFetching}
                onClick={() => (asked ? void more.fetchNextPage() : setAskedFor(choice))}
              >
                {more.isFetching ? a.loadingMore : a.showMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    >
      <FormDialog open={dialog === 'photo'} onOpenChange={(o) => setDialog(o ? 'photo' : null)} title={s.newTitle}>
        {dialog === 'photo' ? <PhotoForm albumId={album?.id ?? null} onDone={close} /> : null}
      </FormDialog>
      <FormDialog open={dialog === 'new-album'} onOpenChange={(o) => setDialog(o ? 'new-album' : null)} title={a.newAlbumTitle}>
        {dialog === 'new-album' ? (
          <AlbumForm
            onDone={(saved) => {
              close();
              if (saved) setChoice(String(saved.id));
            }}
          />
        ) : null}
      </FormDialog>
      <FormDialog open={dialog === 'edit-album'} onOpenChange={(o) => setDialog(o ? 'edit-album' : null)} title={a.editAlbumTitle}>
        {dialog === 'edit-album' && album ? <AlbumForm album={album} onDone={close} /> : null}
      </FormDialog>
      <FormDialog open={dialog === 'bulk'} onOpenChange={(o) => setDialog(o ? 'bulk' : null)} title={a.bulkTitle}>
        {dialog === 'bulk' ? <BulkUpload albumId={album?.id ?? null} albumName={targetName} /> : null}
      </FormDialog>
    </AdminListTab>
  );
}
