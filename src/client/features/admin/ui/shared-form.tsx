import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { ImagePicker, type ImagePickerProps } from '#client/features/admin/ui/shared-image-picker.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';

// The form pieces live in the form kit (`#client/components/form/`); these names stay for the image picker.

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

type FormButtonsProps = {
  onCancel: () => void;
  /** Saving now: the submit button says so and waits. */
  pending: boolean;
  /** Something else to wait for (e.g. an image still uploading). */
  busy?: boolean;
  /** Editing says 'Desar els canvis'; creating says `createLabel`. */
  editing?: boolean;
  createLabel: string;
};

/** Cancel and submit, at the end of an admin form. */
export function FormButtons({ onCancel, pending, busy = false, editing = false, createLabel }: FormButtonsProps) {
  const c = adminStrings.common;
  return (
    <div className="flex justify-end gap-2 pt-2">
      <button type="button" className={buttonClass.secondary} onClick={onCancel}>
        {c.cancel}
      </button>
      <button type="submit" className={buttonClass.primary} disabled={pending || busy}>
        {editing ? (pending ? c.saving : c.save) : pending ? c.creating : createLabel}
      </button>
    </div>
  );
}
