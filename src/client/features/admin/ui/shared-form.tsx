import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
export function describedBy(
  id: string,
  opts: { error?: string | undefined; hint?: string | undefined; required?: boolean | undefined },
) {
  const ids = [opts.hint ? `${id}-hint` : '', opts.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': opts.error ? true : undefined,
    'aria-describedby': ids || undefined,
    'aria-required': opts.required ? true : undefined,
  } as const;
}

/** A field's error message, right under the control (STYLE: errors where the user is looking). */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * A field's label; a required one gets a red asterisk beside it (outside the label, so the accessible name is the
 * label alone; the control says it is required with aria-required).
 */
export function RequiredLabel({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <div className="mb-1 flex gap-1 text-sm font-medium">
      <label htmlFor={id} className="text-stone-800">
        {label}
      </label>
      {required ? (
        <span className="text-red-700" aria-hidden>
          *
        </span>
      ) : null}
    </div>
  );
}

type FieldProps = {
  /** The control's id; the label points at it, hint and error hang off it (`${id}-hint`, `${id}-error`). */
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error of one form field. Give the control `{...describedBy(id, { error, hint })}`. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <RequiredLabel id={id} label={label} required={required} />
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * Puts the server's `fieldErrors` (400) next to the form's fields. Returns true when at least one field got one,
 * so the caller can skip a redundant toast description.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
    const name = key.split('.')[0]!;
    if (!fields.includes(name) || !messages[0]) continue;
    setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
