import { useState } from 'react';
import { useDeletePhoto } from '#client/api/delete-photo.ts';
import { usePhotos } from '#client/api/get-photos.ts';
import { PhotoForm } from '#client/features/admin/photos/photo-form.tsx';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { AddButton, AdminListTab, ImageCard } from '#client/features/admin/ui/shared-list-tab.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDate } from '#shared/dates.ts';
import { type Photo, type PhotoCategory, photoCategoryLabels } from '#shared/schemas/photo.ts';

const s = adminStrings.photos;

/** Admin tab 'Fotos': the gallery, an add form and delete (SPEC §2, §5). */
export default function PhotosTab() {
  const photos = usePhotos({}, { staleTime: 0 });
  const remove = useDeletePhoto();
  const [adding, setAdding] = useState(false);

  const onDelete = (photo: Photo) => remove.mutate(photo.id, toastOutcome(s.deleted, s.deleteError));

  return (
    <AdminListTab
      headingId="tab-fotos-heading"
      title={s.heading}
      action={<AddButton label={s.add} onClick={() => setAdding(true)} />}
      query={photos}
      items={photos.data ?? []}
      emptyText={s.empty}
      listClassName="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      renderRow={(photo) => (
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
          <div className="mt-auto pt-2">
            <DeleteWithConfirm
              label={s.deleteLabel(photo.title)}
              title={s.confirmTitle}
              description={s.confirmText(photo.title)}
              onConfirm={() => onDelete(photo)}
              className="-ml-3"
            />
          </div>
        </ImageCard>
      )}
    >
      <FormDialog open={adding} onOpenChange={setAdding} title={s.newTitle}>
        {adding ? <PhotoForm onDone={() => setAdding(false)} /> : null}
      </FormDialog>
    </AdminListTab>
  );
}
