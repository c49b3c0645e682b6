import type { ReactNode } from 'react';
import { compactInputClass, inputClass } from '#client/components/form/styles.ts';

type AriaOptions = { error?: string | undefined; hint?: string | undefined; required?: boolean | undefined };

/** The ids a control points at with aria-describedby (its hint and its error, when shown), plus invalid/required. */
export function describedBy(id: string, { error, hint, required }: AriaOptions) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    'aria-required': required ? true : undefined,
  } as const;
}

/** What a `Field` hands its control: spread it on the input, select or textarea. */
export type ControlProps = ReturnType<typeof describedBy> & { id: string; className: string };

/** The red asterisk of a required field (hidden from screen readers: the control says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-red-700">
      {' '}
      *
    </span>
  );
}

/**
 * A field's error message, right under the control (STYLE: errors where the user is looking). It comes in the page's
 * language already (decision 196): the schemas write it through the page's error texts, and the server's field
 * errors are translated by their codes (ApiError.fieldErrors).
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A compact field's label, the asterisk beside it (outside the label: the accessible name is the label alone). */
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
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** The back office's denser look (label row, smaller controls). */
  compact?: boolean;
  className?: string | undefined;
  /** The control, given its id, class and aria attributes; or any content that wires them itself. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
};

/** Label, control, hint and error of one form field, wired together for screen readers. */
export function Field({ id, label, required, hint, error, compact, className, children }: FieldProps) {
  const control: ControlProps = {
    id,
    className: compact ? compactInputClass : inputClass,
    ...describedBy(id, { error, hint, required }),
  };
  return (
    <div className={className}>
      {compact ? (
        <RequiredLabel id={id} label={label} required={required} />
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      )}
      {typeof children === 'function' ? children(control) : children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
