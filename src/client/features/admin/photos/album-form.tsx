import { useRef } from 'react';
import { useCreateAlbum } from '#client/api/create-album.ts';
import { usePhotos } from '#client/api/get-photos.ts';
import { useUpdateAlbum } from '#client/api/update-album.ts';
import { Field } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { albumStrings as s } from '#client/features/admin/photos/strings.ts';
import { adminSubmit, FormButtons } from '#client/features/admin/ui/shared-form.tsx';
import { adminStrings } from '#client/features/admin/strings.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { type Album, albumInputSchema } from '#shared/schemas/album.ts';
import { photoPageSize } from '#shared/schemas/photo.ts';

/** Create or edit an album: title, date, optional description, and (editing) a cover chosen from its photos. */
export function AlbumForm({ album, onDone }: { album?: Album; onDone: (saved?: Album) => void }) {
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const photos = usePhotos({ album: album?.id, limit: photoPageSize.max }, { staleTime: 0, enabled: album !== undefined });
  const form = useZodForm(albumInputSchema, {
    defaultValues: {
      title: album?.title ?? '',
      albumDate: album?.albumDate ?? todayInMadrid(),
      description: album?.description ?? '',
      coverImageUrl: album?.coverImageUrl ?? '',
    },
  });
  const errors = form.formState.errors;
  const saved = useRef<Album | undefined>(undefined);
  const save = async (values: Parameters<typeof create.mutateAsync>[0]) => {
    saved.current = album ? await update.mutateAsync({ id: album.id, data: values }) : await create.mutateAsync(values);
  };
  const texts = album ? { success: s.updated, error: s.updateError } : { success: s.created, error: s.createError };
  const onSubmit = adminSubmit(form, save, texts, () => onDone(saved.current));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="album-title" label={s.title} required error={errors.title?.message}>
        {(c) => <input {...c} {...form.register('title')} />}
      </Field>
      <Field compact id="album-date" label={s.date} required error={errors.albumDate?.message}>
        {(c) => <input {...c} type="date" {...form.register('albumDate')} />}
      </Field>
      <Field compact id="album-description" label={`${s.description} ${adminStrings.common.optional}`} error={errors.description?.message}>
        {(c) => <textarea {...c} rows={2} {...form.register('description')} />}
      </Field>
      {album ? (
        <Field compact id="album-cover" label={s.cover} hint={s.coverHint} error={errors.coverImageUrl?.message}>
          {(c) => (
            <select {...c} {...form.register('coverImageUrl')}>
              <option value="">{s.coverNewest}</option>
              {(photos.data ?? []).map((p) => (
                <option key={p.id} value={p.imageUrl}>
                  {p.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <FormButtons onCancel={() => onDone()} pending={form.formState.isSubmitting} editing={Boolean(album)} createLabel={s.newAlbum} />
    </form>
  );
}
