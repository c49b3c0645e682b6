import { useState } from 'react';
import { useCreateCampus } from '#client/api/create-campus.ts';
import { useEditCampus } from '#client/api/edit-campus.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { FormButtons, ImageField } from '#client/features/admin/ui/shared-form.tsx';
import { errorText, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { type AdminCampus, campusDefaults, campusInputSchema } from '#shared/schemas/campus.ts';

const s = campusAdminStrings.campus;

const empty = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  ageMin: '',
  ageMax: '',
  priceClubMember: '',
  priceNonMember: '',
  maxParticipants: '',
  imageUrl: '',
  isActive: true,
  schedule: '',
  location: '',
  offerHours: '',
  cancelDays: '',
};
type TextName = Exclude<keyof typeof empty, 'imageUrl' | 'isActive' | 'description'>;

/** The form's values for an existing campus: every field as it is now (numbers as the inputs hold them). */
function valuesOf(c: AdminCampus): typeof empty {
  return {
    name: c.name,
    description: c.description,
    startDate: c.startDate,
    endDate: c.endDate,
    ageMin: String(c.ageMin),
    ageMax: String(c.ageMax),
    priceClubMember: c.priceClubMember,
    priceNonMember: c.priceNonMember,
    maxParticipants: String(c.maxParticipants),
    imageUrl: c.imageUrl,
    isActive: c.isActive,
    // SPEC's default text shows as the field's placeholder, so the club types over an empty field.
    schedule: c.schedule === campusDefaults.schedule ? '' : c.schedule,
    location: c.location ?? '',
    offerHours: String(c.offerHours),
    cancelDays: String(c.cancelDays),
  };
}

type CampusFormProps = {
  /** The campus to edit (PUT, decision 157); without it the form creates one (SPEC §5). */
  campus?: AdminCampus | undefined;
  onDone: () => void;
};

/**
 * The create and edit form of SPEC §5: image required (upload, resized in the browser, or URL); blanks take the
 * defaults; schedule and location optional. Editing may not lower the places below those taken (the server says
 * how many under the field).
 */
export function CampusForm({ campus, onDone }: CampusFormProps) {
  const create = useCreateCampus();
  const edit = useEditCampus();
  const [imageBusy, setImageBusy] = useState(false);
  const initial = campus ? valuesOf(campus) : empty;
  const form = useZodForm(campusInputSchema, { defaultValues: initial });
  const errors = form.formState.errors;
  const msg = (name: keyof typeof empty) => errors[name]?.message;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        if (campus) await edit.mutateAsync({ id: campus.id, data: values });
        else await create.mutateAsync(values);
        notifySuccess(campus ? s.updated : s.created);
        form.reset(initial);
        onDone();
      } catch (err) {
        if (!applyServerFieldErrors(err, form.setError, form.names)) {
          // 409: fewer places than those already taken; the server names the number.
          const places = err instanceof ApiError ? err.fieldErrors?.maxParticipants?.[0] : undefined;
          if (places) form.setError('maxParticipants', { type: 'server', message: places }, { shouldFocus: true });
        }
        if (campus) toast({ title: s.updateError, description: errorText(err), variant: 'destructive' });
        else toast({ title: s.createError(errorText(err)), variant: 'destructive' });
      }
    },
    (invalid) => {
      if (invalid.imageUrl) toast({ title: s.imageRequired, variant: 'destructive' });
    },
  );

  const input = (
    name: TextName,
    opts: {
      type: string;
      required?: boolean;
      hint?: string;
      min?: number;
      step?: string;
      inputMode?: 'numeric' | 'decimal';
      placeholder?: string;
    },
  ) => (
    <Field compact id={`campus-${name}`} label={s.fields[name]} required={opts.required} hint={opts.hint} error={msg(name)}>
      {(c) => (
        <input
          {...c}
          type={opts.type}
          min={opts.min}
          step={opts.step}
          inputMode={opts.inputMode}
          placeholder={opts.placeholder}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {input('name', { type: 'text', required: true })}
      <Field compact id="campus-description" label={s.fields.description} required error={msg('description')}>
        {(c) => <textarea {...c} rows={3} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('startDate', { type: 'date', required: true })}
        {input('endDate', { type: 'date', required: true })}
        {input('schedule', { type: 'text', hint: s.hints.schedule, placeholder: campusDefaults.schedule })}
        {input('location', { type: 'text', hint: s.hints.location })}
        {input('ageMin', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.ageMin })}
        {input('ageMax', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.ageMax })}
        {input('priceClubMember', { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', hint: campus ? s.hints.priceEdit : s.hints.price })}
        {input('priceNonMember', { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', hint: campus ? s.hints.priceEdit : s.hints.price })}
        {input('maxParticipants', {
          type: 'number',
          min: 1,
          step: '1',
          inputMode: 'numeric',
          hint: campus ? s.hints.maxParticipantsEdit(campus.maxParticipants - campus.placesLeft) : s.hints.maxParticipants,
        })}
        {/* The waiting list's offer deadline and the family page's cancellation deadline (issue 14). */}
        {input('offerHours', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.offerHours })}
        {input('cancelDays', { type: 'number', min: 0, step: '1', inputMode: 'numeric', hint: s.hints.cancelDays })}
      </div>
      <ImageField
        control={form.control}
        name="imageUrl"
        id="campus-image"
        label={s.fields.image}
        hint={s.hints.image}
        required
        error={msg('imageUrl')}
        onBusyChange={setImageBusy}
      />
      <label className="flex items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('isActive')} />
        {s.fields.isActive}
      </label>
      <FormButtons onCancel={onDone} pending={pending} busy={imageBusy} editing={Boolean(campus)} createLabel={adminStrings.common.create} />
    </form>
  );
}
