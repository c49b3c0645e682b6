import type { InputHTMLAttributes, ReactNode, Ref, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type Control, Controller, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field, FieldError, RequiredMark } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { SubmitBar } from '#client/features/registration/components/submit-bar.tsx';
import { groupIbanInput } from '#client/features/registration/iban-input.ts';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { type DraftOptions, startValues, useKeepDraft } from '#client/features/registration/form-draft.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { localized, pageLocale, useMessages } from '#client/lib/i18n.ts';
import { clearDraft } from '#client/lib/session-draft.ts';
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
 * not "No"), and the answer to a submit: a thank-you (the tab's draft cleared, what was typed handed to `onDone`),
 * or the server's field errors under their fields (the draft kept for a second try).
 */
export function useRegistrationSubmit<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O> & { names: string[] },
  empty: I,
  consents: readonly Path<I>[],
  send: (values: O) => Promise<unknown>,
  onDone: (sent: I) => void,
  draftKey: string,
) {
  const s = useMessages(registrationMessages);
  const id = useId();
  const answers: unknown[] = useWatch({ control: form.control, name: consents });
  const onSubmit = form.handleSubmit(async (values) => {
    // As typed, for the sibling's form (the parsed values are normalised).
    const typed = form.getValues();
    try {
      await send(values);
      form.reset(empty);
      clearDraft(draftKey);
      toast({ title: s.successTitle, description: s.successText });
      onDone(typed);
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

/**
 * Everything a season form sets up: its form on the schema, started from the sibling's prefill or the tab's draft
 * (else blank) and kept in the draft as typed (decision 179), the submit, and each field's error. `restored` says
 * a draft was given back; `prefilled`, that a sibling's form starts with the family's values.
 */
export function useRegistrationForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodObject & z.ZodType<O, I>,
  consents: readonly Path<I>[],
  send: (values: O) => Promise<unknown>,
  onDone: (sent: I) => void,
  draft: DraftOptions,
) {
  const [start] = useState(() => {
    const empty = blankValues(schema, consents) as DefaultValues<I> & I;
    return { empty, ...startValues(empty, schema, draft) };
  });
  const form = useZodForm<z.ZodType<O, I>>(schema, { defaultValues: start.values });
  useKeepDraft(form.watch, draft.key, start.empty, start.values);
  const submit = useRegistrationSubmit(form, start.empty, consents, send, onDone, draft.key);
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const err = (name: keyof I & string) => errors[name]?.message;
  const prefilled = draft.prefill !== undefined;
  return { form, err, restored: start.restored && !prefilled, prefilled, ...submit };
}

/** What the view gives a season form: the open season, what to do once sent, and a sibling's family values. */
export type FormProps = { season: string; onDone: (sent: Record<string, unknown>) => void; prefill?: Record<string, unknown> };

type RegistrationFormProps = {
  id: string;
  /** `season`: a line naming the season, when the heading does not already. */
  texts: { heading: string; intro: string; hint: string; season?: string };
  onSubmit: () => void;
  allAnswered: boolean;
  privacyRefused: boolean;
  pending: boolean;
  /** A draft of this tab was given back: say so. */
  restored: boolean;
  /** A sibling's form, started with the family's values: say so and start on the first empty field. */
  prefilled: boolean;
  children: ReactNode;
};

/** A sibling's form starts on its first empty text field (the child's own), not at the top of the page. */
function useFocusFirstEmpty(formRef: RefObject<HTMLFormElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const fields = formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=radio]), textarea');
    [...(fields ?? [])].find((field) => field.value === '')?.focus();
  }, [formRef, active]);
}

/** Heading, intro and the required-fields note (and why some fields are already filled), the sections, and the submit bar. */
export function RegistrationForm({ id, texts, onSubmit, allAnswered, privacyRefused, pending, restored, prefilled, children }: RegistrationFormProps) {
  const s = useMessages(registrationMessages);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstEmpty(formRef, prefilled);
  const note = prefilled ? s.siblingNote : restored ? s.draftRestored : null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900">
          {texts.heading}
        </h2>
        {texts.season ? <p className="mt-1 font-semibold text-brand-800">{texts.season}</p> : null}
        <p className="mt-1 text-stone-600">{texts.intro}</p>
        <p className="mt-1 text-sm text-stone-600">{s.requiredNote}</p>
        {note ? <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100">{note}</p> : null}
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
