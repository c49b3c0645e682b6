import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { type Control, Controller, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field, FieldError, RequiredMark } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { SubmitBar } from '#client/features/registration/components/submit-bar.tsx';
import { groupIbanInput } from '#client/features/registration/iban-input.ts';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { localized, pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { paths } from '#shared/routes.ts';

/**
 * A season form's blank values: every text empty, every consent unanswered (neither radio chosen, SPEC §5), and the
 * page's language where the schema asks for one (the family's e-mails follow it).
 */
export function blankValues<S extends z.ZodObject>(schema: S, consents: readonly string[]) {
  const keys = Object.keys(schema.shape);
  const blank = (key: string) => (key === 'locale' ? pageLocale : consents.includes(key) ? undefined : '');
  return Object.fromEntries(keys.map((key) => [key, blank(key)])) as z.input<S>;
}

/**
 * The club and school forms' common part: the submit button held until every consent is answered (and privacy is
 * not "No"), and the answer to a submit: a thank-you, or the server's field errors under their fields.
 */
export function useRegistrationSubmit<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O> & { names: string[] },
  empty: I,
  consents: readonly Path<I>[],
  send: (values: O) => Promise<unknown>,
  onDone: () => void,
) {
  const s = useMessages(registrationMessages);
  const id = useId();
  const answers: unknown[] = useWatch({ control: form.control, name: consents });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      form.reset(empty);
      toast({ title: s.successTitle, description: s.successText });
      onDone();
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, form.names);
      toast({
        title: s.errorTitle,
        description: placed ? s.fixFields : (error instanceof ApiError && error.serverMessage) || s.error,
        variant: 'destructive',
      });
    }
  });
  // Privacy "No" holds the form too: the registration cannot be processed without it (issue 13 item 3).
  const privacyRefused = answers[consents.indexOf('privacyAuthorization' as Path<I>)] === false;
  return {
    id,
    onSubmit,
    allAnswered: answers.every((a) => typeof a === 'boolean'),
    privacyRefused,
    fid: (name: string) => `${id}-${name}`,
  };
}

/** Everything a season form sets up: its form on the schema with blank values, the submit, and each field's error. */
export function useRegistrationForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodObject & z.ZodType<O, I>,
  consents: readonly Path<I>[],
  send: (values: O) => Promise<unknown>,
  onDone: () => void,
) {
  const [empty] = useState(() => blankValues(schema, consents) as DefaultValues<I> & I);
  const form = useZodForm<z.ZodType<O, I>>(schema, { defaultValues: empty });
  const submit = useRegistrationSubmit(form, empty, consents, send, onDone);
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const err = (name: keyof I & string) => errors[name]?.message;
  return { form, err, ...submit };
}

type RegistrationFormProps = {
  id: string;
  /** `season`: a line naming the season, when the heading does not already. */
  texts: { heading: string; intro: string; hint: string; season?: string };
  onSubmit: () => void;
  allAnswered: boolean;
  privacyRefused: boolean;
  pending: boolean;
  children: ReactNode;
};

/** Heading, intro and the required-fields note, the sections, and the submit bar. */
export function RegistrationForm({ id, texts, onSubmit, allAnswered, privacyRefused, pending, children }: RegistrationFormProps) {
  const s = useMessages(registrationMessages);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900">
          {texts.heading}
        </h2>
        {texts.season ? <p className="mt-1 font-semibold text-brand-800">{texts.season}</p> : null}
        <p className="mt-1 text-stone-600">{texts.intro}</p>
        <p className="mt-1 text-sm text-stone-600">{s.requiredNote}</p>
      </div>
      {children}
      <SubmitBar id={`${id}-submit`} unanswered={!allAnswered} privacyRefused={privacyRefused} pending={pending} hint={texts.hint} />
    </form>
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

export type TextOptions = {
  required?: boolean;
  hint?: string;
  wide?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date' | 'textarea';
  autoComplete?: string;
  spellCheck?: boolean;
  inputMode?: 'decimal';
};

/** A text field of the season forms (required unless told; a date is never in the future). */
export function TextField({
  id,
  label,
  error,
  registration,
  required = true,
  hint,
  wide,
  type = 'text',
  autoComplete = 'off',
  spellCheck,
  inputMode,
}: TextOptions & { id: string; label: string; error: string | undefined; registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={wide ? 'sm:col-span-2' : undefined}>
      {(c) =>
        type === 'textarea' ? (
          <textarea {...c} {...registration} rows={3} />
        ) : (
          <input
            {...c}
            {...registration}
            type={type}
            autoComplete={autoComplete}
            spellCheck={spellCheck}
            inputMode={inputMode}
            max={type === 'date' ? todayInMadrid() : undefined}
          />
        )
      }
    </Field>
  );
}

type ConsentProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  question: string;
  error: string | undefined;
};

/** The privacy consent's notice: a link to /privacitat (a new tab: the form keeps what was typed). */
function PrivacyNotice({ id }: { id: string }) {
  const s = useMessages(registrationMessages);
  return (
    <p id={`${id}-notice`} className="mt-1 text-sm text-stone-700">
      {s.privacyNotice}{' '}
      <a href={localized(paths.privacy)} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline hover:text-brand-900">
        {s.privacyLink}
      </a>{' '}
      <span className="text-stone-600">{s.privacyNewTab}</span>
    </p>
  );
}

/**
 * A yes/no answer as two radios, neither preselected (SPEC §5). The privacy consent also links to the privacy notice
 * and, answered "No", says the registration cannot go ahead (issue 13 item 3).
 */
export function ConsentQuestion<T extends FieldValues>({ control, name, id, question, error }: ConsentProps<T>) {
  const s = useMessages(registrationMessages);
  const privacy = name === 'privacyAuthorization';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const refused = privacy && field.value === false;
        const described = [privacy ? `${id}-notice` : '', refused ? `${id}-refused` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <fieldset
            className="sm:col-span-2 rounded-lg border border-stone-200 p-4"
            aria-describedby={described || undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="px-1 text-sm font-semibold text-stone-800">
              {question}
              <RequiredMark />
            </legend>
            {privacy ? <PrivacyNotice id={id} /> : null}
            <div className="mt-2 flex gap-6">
              {([true, false] as const).map((answer) => (
                <label key={String(answer)} className="inline-flex cursor-pointer items-center gap-2 text-stone-800">
                  <input
                    type="radio"
                    name={field.name}
                    value={answer ? 'yes' : 'no'}
                    checked={field.value === answer}
                    onChange={() => field.onChange(answer)}
                    onBlur={field.onBlur}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {answer ? s.yes : s.no}
                </label>
              ))}
            </div>
            {refused ? (
              <p id={`${id}-refused`} className="mt-2 text-sm font-medium text-amber-900">
                {s.privacyRefusedNote}
              </p>
            ) : null}
            <FieldError id={id} message={error} />
          </fieldset>
        );
      }}
    />
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
  const s = useMessages(registrationMessages);
  return (
    <Field id={id} label={label} required hint={s.ibanHint} error={error}>
      {(c) => (
        <Controller
          control={control}
          name={'iban' as Path<T>}
          render={({ field }) => (
            <IbanInput
              {...c}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={`${c.className} font-mono tracking-wide`}
            />
          )}
        />
      )}
    </Field>
  );
}
