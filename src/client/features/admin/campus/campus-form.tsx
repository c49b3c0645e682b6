import { useState } from 'react';
import { useCreateCampus } from '#client/api/create-campus.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { campusAdminStrings } from '#client/features/admin/campus/strings.ts';
import { FormButtons, ImageField } from '#client/features/admin/ui/shared-form.tsx';
import { errorText, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { toast } from '#client/lib/toast.ts';
import { campusInputSchema } from '#shared/schemas/campus.ts';

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
};
type TextName = Exclude<keyof typeof empty, 'imageUrl' | 'isActive' | 'description'>;

/** The create form of SPEC §5: image required (upload, resized in the browser, or URL); blanks take the defaults. */
export function CampusForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCampus();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useZodForm(campusInputSchema, { defaultValues: empty });
  const errors = form.formState.errors;
  const msg = (name: keyof typeof empty) => errors[name]?.message;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
        notifySuccess(s.created);
        form.reset(empty);
        onDone();
      } catch (err) {
        applyServerFieldErrors(err, form.setError, form.names);
        toast({ title: s.createError(errorText(err)), variant: 'destructive' });
      }
    },
    (invalid) => {
      if (invalid.imageUrl) toast({ title: s.imageRequired, variant: 'destructive' });
    },
  );

  const input = (
    name: TextName,
    opts: { type: string; required?: boolean; hint?: string; min?: number; step?: string; inputMode?: 'numeric' | 'decimal' },
  ) => (
    <Field compact id={`campus-${name}`} label={s.fields[name]} required={opts.required} hint={opts.hint} error={msg(name)}>
      {(c) => <input {...c} type={opts.type} min={opts.min} step={opts.step} inputMode={opts.inputMode} {...form.register(name)} />}
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
        {input('ageMin', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.ageMin })}
        {input('ageMax', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.ageMax })}
        {input('priceClubMember', { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', hint: s.hints.price })}
        {input('priceNonMember', { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', hint: s.hints.price })}
        {input('maxParticipants', { type: 'number', min: 1, step: '1', inputMode: 'numeric', hint: s.hints.maxParticipants })}
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
      <FormButtons onCancel={onDone} pending={pending} busy={imageBusy} createLabel={adminStrings.common.create} />
    </form>
  );
}
