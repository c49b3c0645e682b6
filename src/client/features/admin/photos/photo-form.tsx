import { useState } from 'react';
import { useCreatePhoto } from '#client/api/create-photo.ts';
import { Field } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { adminSubmit, FormButtons, ImageField } from '#client/features/admin/ui/shared-form.tsx';
import { adminStrings } from '#client/features/admin/strings.ts';
import { type PhotoInput, photoCategories, photoCategoryLabels, photoInputSchema } from '#shared/schemas/photo.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';

const s = adminStrings.photos;

/** The 'add photo' form: title, optional description, one of the six categories, image by drop or picker; it goes
 * into the album the tab shows (if any). */
export function PhotoForm({ albumId = null, onDone }: { albumId?: number | null; onDone: () => void }) {
  const create = useCreatePhoto();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useZodForm(photoInputSchema, {
    defaultValues: { title: '', description: '', category: '' as PhotoInput['category'], imageUrl: '', fileName: '', albumId },
  });
  const errors = form.formState.errors;

  const onSubmit = adminSubmit(form, create.mutateAsync, { success: s.created, error: s.createError }, onDone);

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field compact id="photo-title" label={s.title} required error={errors.title?.message}>
        {(c) => <input {...c} {...form.register('title')} />}
      </Field>
      <Field compact id="photo-description" label={`${s.description} ${adminStrings.common.optional}`} error={errors.description?.message}>
        {(c) => <textarea {...c} rows={2} {...form.register('description')} />}
      </Field>
      <Field compact id="photo-category" label={s.category} required error={errors.category?.message}>
        {(c) => (
          <select {...c} {...form.register('category')}>
            <SelectOptions values={photoCategories} labels={photoCategoryLabels} placeholder={s.chooseCategory} />
          </select>
        )}
      </Field>
      <ImageField
        control={form.control}
        name="imageUrl"
        id="photo-image"
        label={s.image}
        required
        hint={s.hint}
        allowUrl={false}
        onPick={(_, meta) => form.setValue('fileName', meta?.fileName ?? '')}
        error={errors.imageUrl?.message}
        onBusyChange={setImageBusy}
      />
      <FormButtons onCancel={onDone} pending={pending} busy={imageBusy} createLabel={s.add} />
    </form>
  );
}
