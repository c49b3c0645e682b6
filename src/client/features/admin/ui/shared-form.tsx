import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { ImagePicker, type ImagePickerProps } from '#client/features/admin/ui/shared-image-picker.tsx';

// The form pieces live in the form kit (`#client/components/form/`); these names stay for the image picker.
export { describedBy, FieldError, RequiredLabel } from '#client/components/form/field.tsx';

/**
 * An admin form's submit: save, say so (SPEC §8's toast), then `done`; a failure puts the server's field errors
 * under their fields and says what failed.
 */
export function adminSubmit<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O> & { names: string[] },
  save: (values: O) => Promise<unknown>,
  texts: { success: string; error: string },
  done: () => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      notifySuccess(texts.success);
      done();
    } catch (err) {
      applyServerFieldErrors(err, form.setError, form.names);
      notifyError(texts.error, err);
    }
  });
}

type ImageFieldProps<T extends FieldValues> = Omit<ImagePickerProps, 'value' | 'onChange'> & {
  control: Control<T>;
  name: Path<T>;
  /** Told of each new image too (e.g. to keep the uploaded file's name). */
  onPick?: ImagePickerProps['onChange'];
};

/** A form's image field: the image picker bound to the form value `name` (an image reference). */
export function ImageField<T extends FieldValues>({ control, name, onPick, ...picker }: ImageFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          {...picker}
          value={String(field.value ?? '')}
          onChange={(value, meta) => {
            field.onChange(value);
            onPick?.(value, meta);
          }}
        />
      )}
    />
  );
}
