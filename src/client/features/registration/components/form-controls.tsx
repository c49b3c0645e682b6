import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { groupIbanInput } from '#client/features/registration/iban-input.ts';
import { registrationStrings as s } from '#client/features/registration/strings.ts';

export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-700';

/** aria-invalid / aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function RequiredMark() {
  return (
    <span aria-hidden className="text-red-700">
      {' '}
      *
    </span>
  );
}

export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** One group of the long form: a fieldset with its legend. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{title}</legend>
      {intro ? <p className="mb-4 text-sm text-stone-600">{intro}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (aria: ReturnType<typeof describedBy> & { id: string; required: boolean | undefined }) => ReactNode;
};

/** Label, control, hint and error of one field (errors right under the control, in Catalan). */
export function Field({ id, label, required, hint, error, wide, children }: FieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, required: required || undefined, ...describedBy(id, error, hint) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={id} message={error} />
    </div>
  );
}

type ConsentProps = {
  id: string;
  question: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name: string;
};

/** A yes/no answer as two radios, neither preselected (SPEC §5). */
export function ConsentQuestion({ id, question, value, onChange, onBlur, error, name }: ConsentProps) {
  return (
    <fieldset
      className="sm:col-span-2 rounded-lg border border-stone-200 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {question}
        <RequiredMark />
      </legend>
      <div className="mt-2 flex gap-6">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="inline-flex cursor-pointer items-center gap-2 text-stone-800">
            <input
              type="radio"
              name={name}
              value={answer ? 'yes' : 'no'}
              checked={value === answer}
              onChange={() => onChange(answer)}
              onBlur={onBlur}
              className="h-4 w-4 accent-brand-700"
            />
            {answer ? s.yes : s.no}
          </label>
        ))}
      </div>
      <ErrorText id={id} message={error} />
    </fieldset>
  );
}

/** The IBAN shown in groups of four as the family types (the caret stays where it was). */
export function IbanInput({
  value,
  onChange,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(e) => {
        const input = e.target;
        const caret = input.selectionStart ?? input.value.length;
        const { text, caret: nextCaret } = groupIbanInput(input.value, caret);
        onChange(text);
        requestAnimationFrame(() => {
          if (document.activeElement === input) input.setSelectionRange(nextCaret, nextCaret);
        });
      }}
    />
  );
}

/** The IBAN field of both season forms: grouped as typed (IbanInput), bound to the form's `iban` value. */
export function IbanField<T extends FieldValues>({
  control,
  id,
  label,
  error,
}: {
  control: Control<T>;
  id: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <Field id={id} label={label} required hint={s.ibanHint} error={error}>
      {(a) => (
        <Controller
          control={control}
          name={'iban' as Path<T>}
          render={({ field }) => (
            <IbanInput
              {...a}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={`${inputClass} font-mono tracking-wide`}
            />
          )}
        />
      )}
    </Field>
  );
}
