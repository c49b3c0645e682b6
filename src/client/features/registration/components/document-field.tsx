import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '#client/components/form/field.tsx';
import { SelectOptions } from '#client/components/form/select-options.tsx';
import { TextField } from '#client/features/registration/components/form-controls.tsx';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The form's choices: '' is "DNI o NIE" (the number's shape tells them apart, as in SPEC's payloads). */
const playerChoices = ['', 'passport', 'id_card', 'none'] as const;
const adultChoices = ['', 'passport', 'id_card'] as const;
type NumberKind = '' | 'passport' | 'id_card';

export type DocumentTexts = { type: string; number: Record<NumberKind, string> };

type DocumentFieldProps<T extends FieldValues, O extends FieldValues> = {
  form: UseFormReturn<T, unknown, O>;
  /** The type's and the number's field names (`playerDocumentType` and SPEC's `playerDni`, …). */
  typeName: Path<T>;
  numberName: Path<T>;
  texts: DocumentTexts;
  fid: (name: string) => string;
  err: (name: Path<T>) => string | undefined;
  /** The player's document may be "No en té" (under 14); the guardian's and the authorised person's may not. */
  allowsNone?: boolean;
};

/**
 * One person's identity document (issue 13 item 2): its type, then its number labelled after the type (a DNI/NIE,
 * a passport, an identity card); "No en té" hides the number and empties it.
 */
export function DocumentField<T extends FieldValues, O extends FieldValues>({
  form,
  typeName,
  numberName,
  texts,
  fid,
  err,
  allowsNone,
}: DocumentFieldProps<T, O>) {
  const s = useMessages(registrationMessages);
  const typeLabels = { '': s.documentDniNie, passport: s.documentPassport, id_card: s.documentIdCard, none: s.documentNone };
  const type = useWatch({ control: form.control, name: typeName }) as string | undefined;
  const kind: NumberKind = type === 'passport' || type === 'id_card' ? type : '';
  const choices = allowsNone ? playerChoices : adultChoices;
  return (
    <>
      <Field id={fid(typeName)} label={texts.type} error={err(typeName)}>
        {(c) => (
          <select
            {...c}
            {...form.register(typeName, {
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === 'none') form.setValue(numberName, '' as PathValue<T, Path<T>>);
              },
            })}
          >
            <SelectOptions values={choices} labels={typeLabels} />
          </select>
        )}
      </Field>
      {type === 'none' ? (
        <p className="self-end rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-700">{s.noDocument}</p>
      ) : (
        <TextField
          id={fid(numberName)}
          label={texts.number[kind]}
          hint={kind === '' ? s.dniHint : kind === 'passport' ? s.passportHint : s.idCardHint}
          error={err(numberName)}
          registration={form.register(numberName)}
          spellCheck={false}
        />
      )}
    </>
  );
}
