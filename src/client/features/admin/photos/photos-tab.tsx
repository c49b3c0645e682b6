import { Plus, } from 'lucide-react';
import { useState } from 'react';
import { useDeletePhoto } from '#client/api/delete-photo.ts';
import { usePhotos } from '#client/api/get-photos.ts';
import { PhotoForm } from '#client/features/admin/photos/photo-form.tsx';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState, TabHeader } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDate } from '#shared/dates.ts';
import { type Photo, type PhotoCategory, photoCategoryLabels } from '#shared/schemas/photo.ts';

const s = adminStrings.photos;

/** Admin tab 'Fotos': the gallery, an add form and delete (SPEC §2, §5). */
export default function PhotosTab() {
  const photos = usePhotos({ staleTime: 0 });
  const remove = useDeletePhoto();
  const [adding, setAdding] = useState(false);

  const onDelete = (photo: Photo) =>
    remove.mutate(photo.id, {
      onSuccess: () => notifySuccess(s.deleted),
      onError: (err) => notifyError(s.deleteError, err),
    });

  const list = photos.data ?? [];
  return (
    <section aria-labelledby="tab-fotos-heading">
      <TabHeader
        id="tab-fotos-heading"
        title={s.heading}
        action={
          <button type="button" className={buttonClass.primary} onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.add}
          </button>
        }
      />
      <ListState
        isPending={photos.isPending}
        error={photos.error}
        isEmpty={list.length === 0}
        emptyText={s.empty}
        onRetry={() => void photos.refetch()}
      >
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {list.map((photo) => (
            <li key={photo.id} className={`${cardClass} flex flex-col overflow-hidden`}>
              <img
                src={photo.thumbnailUrl ?? photo.imageUrl}
                alt={photo.title}
                width={photo.width ?? 480}
                height={photo.height ?? 360}
                loading="lazy"
                className="aspect-[4/3] w-full bg-stone-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-3">
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
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <FormDialog open={adding} onOpenChange={setAdding} title={s.newTitle}>
        {adding ? <PhotoForm onDone={() => setAdding(false)} /> : null}
      </FormDialog>
    </section>
  );
}
