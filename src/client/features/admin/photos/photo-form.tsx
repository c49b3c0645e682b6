import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useCreatePhoto } from '#client/api/create-photo.ts';
import { applyServerFieldErrors, describedBy, Field } from '#client/features/admin/ui/shared-form.tsx';
import { ImagePicker } from '#client/features/admin/ui/shared-image-picker.tsx';
import { buttonClass, inputClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { type PhotoInput, photoCategories, photoCategoryLabels, photoInputSchema } from '#shared/schemas/photo.ts';

const s = adminStrings.photos;
const fields = ['title', 'description', 'category', 'imageUrl', 'fileName'] as const;

/** The 'add photo' form: title, optional description, one of the six categories, image by drop or picker. */
export function PhotoForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePhoto();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useForm<PhotoInput>({
    resolver: zodResolver(photoInputSchema) as unknown as Resolver<PhotoInput>,
    defaultValues: { title: '', description: '', category: '' as PhotoInput['category'], imageUrl: '', fileName: '' },
  });
  const errors = form.formState.errors;
  const msg = (name: (typeof fields)[number]) => errors[name]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(s.created);
      onDone();
    } catch (err) {
      applyServerFieldErrors(err, form.setError, fields);
      notifyError(s.createError, err);
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="photo-title" label={s.title} required error={msg('title')}>
        <input id="photo-title" className={inputClass} {...form.register('title')} {...describedBy('photo-title', { error: msg('title'), required: true })} />
      </Field>
      <Field id="photo-description" label={`${s.description} ${adminStrings.common.optional}`} error={msg('description')}>
        <textarea
          id="photo-description"
          rows={2}
          className={inputClass}
          {...form.register('description')}
          {...describedBy('photo-description', { error: msg('description') })}
        />
      </Field>
      <Field id="photo-category" label={s.category} required error={msg('category')}>
        <select id="photo-category" className={inputClass} {...form.register('category')} {...describedBy('photo-category', { error: msg('category'), required: true })}>
          <option value="">{s.chooseCategory}</option>
          {photoCategories.map((c) => (
            <option key={c} value={c}>
              {photoCategoryLabels[c]}
            </option>
          ))}
        </select>
      </Field>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePicker
            id="photo-image"
            label={s.image}
            required
            hint={s.hint}
            allowUrl={false}
            value={field.value ?? ''}
            onChange={(value, meta) => {
              field.onChange(value);
              form.setValue('fileName', meta?.fileName ?? '');
            }}
            error={msg('imageUrl')}
            onBusyChange={setImageBusy}
          />
        )}
      />
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {adminStrings.common.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={pending || imageBusy}>
          {pending ? adminStrings.common.creating : s.add}
        </button>
      </div>
    </form>
  );
}
