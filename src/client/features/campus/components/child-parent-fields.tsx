import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { type ControlProps, Field } from '#client/components/form/field.tsx';
import { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { todayInMadrid } from '#shared/dates.ts';

/** The fields both the sign-up and the waiting list ask for (SPEC §4), under the same names in both payloads. */
export type ChildParentField = 'childName' | 'childSurname' | 'birthDate' | 'parentEmail' | 'parentPhone' | 'isClubMember';

type Props = {
  /** The dialog's useId(): the controls' ids are `${id}-${name}`. */
  id: string;
  /** The form's register for one of these names (each form has its own schema with these fields in it). */
  reg: (name: ChildParentField) => UseFormRegisterReturn;
  errors: Partial<Record<ChildParentField, FieldError | undefined>>;
  /** Shown between the child's fields and the parent's: the waiting list's siblings. */
  children?: ReactNode;
};

/** The child's name, surname and birth date, then the parent's e-mail and phone and the club-member box. */
export function ChildParentFields({ id, reg, errors, children }: Props) {
  const f = useMessages(campusSignUpMessages);
  const field = (name: ChildParentField, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} required hint={hint} error={errors[name]?.message}>
      {control}
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('childName', f.childName, (c) => <input {...c} {...reg('childName')} autoComplete="off" />)}
        {field('childSurname', f.childSurname, (c) => <input {...c} {...reg('childSurname')} autoComplete="off" />)}
      </div>
      {field('birthDate', f.birthDate, (c) => <input {...c} {...reg('birthDate')} type="date" max={todayInMadrid()} />)}
      {children}
      {field('parentEmail', f.parentEmail, (c) => <input {...c} {...reg('parentEmail')} type="email" autoComplete="email" />)}
      {field('parentPhone', f.parentPhone, (c) => <input {...c} {...reg('parentPhone')} type="tel" autoComplete="tel" />, f.phoneHint)}
      <label className="flex items-center gap-3 text-stone-800">
        <input type="checkbox" {...reg('isClubMember')} className="h-4 w-4 accent-brand-700" />
        {f.isClubMember}
      </label>
    </>
  );
}
