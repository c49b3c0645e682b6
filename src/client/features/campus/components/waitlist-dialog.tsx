import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useCreateWaitlistEntry } from '#client/api/create-waitlist-entry.ts';
import { Field, FieldError } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { CampusDialog } from '#client/features/campus/components/campus-dialog.tsx';
import { ChildParentFields } from '#client/features/campus/components/child-parent-fields.tsx';
import type { SignUpStart } from '#client/features/campus/components/sign-up-dialog.tsx';
import { isServerAnswer } from '#client/features/campus/server-message.ts';
import { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import { campusMessages } from '#client/features/campus/strings.ts';
import { campusWaitlistMessages } from '#client/features/campus/waitlist-strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { todayInMadrid } from '#shared/dates.ts';
import type { Campus } from '#shared/schemas/campus.ts';
import {
  maxWaitlistChildren,
  type WaitlistJoinInput,
  type WaitlistJoinResponse,
  waitlistJoinSchema,
  waitlistMessages,
} from '#shared/schemas/campus-waitlist.ts';
import { ageRangeMessage, isAgeInRange } from '#shared/validation/age.ts';
import { codedIssue } from '#shared/zod-setup.ts';

/** The shared schema, plus every child's age on the campus's first day checked here too (the server checks it again). */
function schemaFor(campus: Campus) {
  return waitlistJoinSchema.superRefine((v, ctx) => {
    const error = ageRangeMessage(campus.ageMin, campus.ageMax);
    const fits = (birthDate: string) => isAgeInRange(birthDate, campus.startDate, campus.ageMin, campus.ageMax);
    if (!fits(v.birthDate)) ctx.addIssue(codedIssue(error, { path: ['birthDate'] }));
    v.siblings.forEach((s, i) => {
      if (!fits(s.birthDate)) ctx.addIssue(codedIssue(error, { path: ['siblings', i, 'birthDate'] }));
    });
  });
}

type Props = {
  campus: Campus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A place freed meanwhile (409): open the sign-up instead, with what the family typed. */
  onSignUpInstead: (start: SignUpStart) => void;
  /** What the family typed in the sign-up, when the campus filled while it was typing. */
  start?: SignUpStart | undefined;
};

/**
 * "Apunta'm a la llista d'espera" (issue 14 item 1): the sign-up's child and parent fields, plus up to four siblings
 * (one entry, offered places together); no payment. Success shows the entry's position in the dialog.
 */
export default function WaitlistDialog({ campus, open, onOpenChange, onSignUpInstead, start }: Props) {
  const s = useMessages(campusMessages);
  const f = useMessages(campusSignUpMessages);
  const w = useMessages(campusWaitlistMessages);
  const id = useId();
  const [joined, setJoined] = useState<WaitlistJoinResponse | undefined>();
  const doneRef = useRef<HTMLDivElement>(null);
  // The answer replaces the form: once it is rendered, focus moves to it so a screen reader says the position.
  useEffect(() => {
    if (joined) doneRef.current?.focus();
  }, [joined]);
  const join$ = useCreateWaitlistEntry();
  const empty: WaitlistJoinInput = {
    campusId: campus.id,
    childName: '',
    childSurname: '',
    birthDate: '',
    parentEmail: '',
    parentPhone: '',
    isClubMember: false,
    siblings: [],
    locale: pageLocale,
    ...start,
  };
  const schema = useMemo(() => schemaFor(campus), [campus]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    names,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: empty });
  const siblings = useFieldArray({ control, name: 'siblings' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setJoined(await join$.mutateAsync(values));
    } catch (error) {
      if (isServerAnswer(error, 409, waitlistMessages.placesFree)) {
        const v = getValues();
        toast({ title: w.placesFreeTitle, description: w.placesFreeText });
        onSignUpInstead({
          childName: v.childName,
          childSurname: v.childSurname,
          birthDate: v.birthDate,
          parentEmail: v.parentEmail,
          parentPhone: v.parentPhone,
          isClubMember: v.isClubMember,
        });
        return;
      }
      const placed = applyServerFieldErrors(
        error,
        setError,
        names.filter((n) => n !== 'campusId' && n !== 'locale'),
      );
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: w.joinError, description: placed ? s.fixFields : (message ?? s.genericError), variant: 'destructive' });
    }
  });

  const siblingError = errors.siblings?.message ?? errors.siblings?.root?.message;

  return (
    <CampusDialog open={open} onOpenChange={onOpenChange} title={w.title({ name: campus.name })} description={w.description}>
      {joined ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="space-y-3 rounded-lg bg-green-50 p-4 text-green-950 outline-none">
          <h3 className="text-lg font-semibold">{w.joinedTitle}</h3>
          <p className="font-semibold">{w.joined({ position: joined.position })}</p>
          <p>{w.places(joined.places)}</p>
          <p>{w.mailSent}</p>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {w.close}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-xs text-stone-600">{f.requiredNote}</p>
          <ChildParentFields id={id} reg={(name) => register(name)} errors={errors}>
            <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold text-stone-800">{w.siblingsHeading}</legend>
              <p className="text-xs text-stone-600">{w.siblingsNote}</p>
              {siblings.fields.map((row, i) => {
                const e = errors.siblings?.[i];
                const fid = (name: string) => `${id}-sibling-${row.id}-${name}`;
                return (
                  <div key={row.id} className="space-y-3 border-t border-stone-200 pt-3">
                    <div className="flex items-center justify-between gap-2">
                      <h4 className="text-sm font-semibold text-stone-900">{w.sibling({ n: i + 1 })}</h4>
                      <button
                        type="button"
                        onClick={() => siblings.remove(i)}
                        aria-label={w.removeSibling({ n: i + 1 })}
                        className="rounded-md p-1.5 text-red-800 hover:bg-red-50"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </button>
                    </div>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Field id={fid('childName')} label={f.childName} required error={e?.childName?.message}>
                        {(c) => <input {...c} {...register(`siblings.${i}.childName`)} autoComplete="off" />}
                      </Field>
                      <Field id={fid('childSurname')} label={f.childSurname} required error={e?.childSurname?.message}>
                        {(c) => <input {...c} {...register(`siblings.${i}.childSurname`)} autoComplete="off" />}
                      </Field>
                    </div>
                    <Field id={fid('birthDate')} label={f.birthDate} required error={e?.birthDate?.message}>
                      {(c) => <input {...c} {...register(`siblings.${i}.birthDate`)} type="date" max={todayInMadrid()} />}
                    </Field>
                  </div>
                );
              })}
              <FieldError id={`${id}-siblings`} message={siblingError} />
              {siblings.fields.length < maxWaitlistChildren - 1 ? (
                <button
                  type="button"
                  onClick={() => siblings.append({ childName: '', childSurname: '', birthDate: '' })}
                  className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
                >
                  <Plus className="h-4 w-4" aria-hidden />
                  {w.addSibling}
                </button>
              ) : null}
            </fieldset>
          </ChildParentFields>
          <button
            type="submit"
            disabled={join$.isPending}
            className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {join$.isPending ? w.sending : w.submit}
          </button>
        </form>
      )}
    </CampusDialog>
  );
}
