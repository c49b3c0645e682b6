import { CalendarPlus, CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useCreateSeason } from '#client/api/create-season.ts';
import { useDeleteSeason } from '#client/api/delete-season.ts';
import { useAdminSeasons } from '#client/api/get-admin-seasons.ts';
import { useSetOpenSeason } from '#client/api/set-open-season.ts';
import { useUpdateSeason } from '#client/api/update-season.ts';
import { Field } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { seasonStrings as s } from '#client/features/admin/seasons/strings.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { adminSubmit, FormButtons } from '#client/features/admin/ui/shared-form.tsx';
import { EditDeleteActions } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess, toastOutcome } from '#client/features/admin/ui/notify.ts';
import { formatDate } from '#shared/dates.ts';
import {
  type AdminSeason,
  defaultSeasonDates,
  nextSeasonLabel,
  proposedSeasonDates,
  type SeasonCreateInput,
  seasonCreateSchema,
} from '#shared/schemas/season-admin.ts';

const sectionHeading = 'text-base font-semibold text-stone-900';

type SeasonForm = ReturnType<typeof useSeasonForm>;
const useSeasonForm = (defaultValues: SeasonCreateInput) => useZodForm(seasonCreateSchema, { defaultValues });

/**
 * A season's three fields (label, start, end), for a new season and a corrected one. A typed label proposes its
 * dates (`propose`; still editable).
 */
function SeasonFields({ id, form, propose }: { id: string; form: SeasonForm; propose: (label: string) => { startsOn: string; endsOn: string } | undefined }) {
  const labelField = form.register('label', {
    onChange: (e: { target: { value: string } }) => {
      const dates = propose(e.target.value.trim());
      if (dates) {
        form.setValue('startsOn', dates.startsOn);
        form.setValue('endsOn', dates.endsOn);
      }
    },
  });
  const err = (name: keyof SeasonCreateInput) => form.formState.errors[name]?.message;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field compact id={`${id}-label`} label={s.label} hint={s.labelHint} required error={err('label')}>
        {(c) => <input {...c} inputMode="numeric" autoComplete="off" {...labelField} />}
      </Field>
      <Field compact id={`${id}-startsOn`} label={s.startsOn} required error={err('startsOn')}>
        {(c) => <input {...c} type="date" {...form.register('startsOn')} />}
      </Field>
      <Field compact id={`${id}-endsOn`} label={s.endsOn} required error={err('endsOn')}>
        {(c) => <input {...c} type="date" {...form.register('endsOn')} />}
      </Field>
    </div>
  );
}

/** The form's first values: the season after the newest one, 1 July to 30 June. */
function proposal(newest: string | undefined): SeasonCreateInput {
  const label = nextSeasonLabel(newest);
  return { label, ...(defaultSeasonDates(label) ?? { startsOn: '', endsOn: '' }) };
}

function CreateSeasonForm({ newest }: { newest: string | undefined }) {
  const create = useCreateSeason();
  const id = useId();
  const form = useSeasonForm(proposal(newest));
  const onSubmit = adminSubmit(form, create.mutateAsync, { success: s.created, error: s.createError }, () => form.reset(proposal(form.getValues('label'))));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className={sectionHeading}>
        {s.createHeading}
      </h3>
      <p className="text-xs text-stone-600">{s.createHint}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <SeasonFields id={id} form={form} propose={defaultSeasonDates} />
        <button type="submit" className={buttonClass.secondary} disabled={form.formState.isSubmitting}>
          <CalendarPlus className="h-4 w-4" aria-hidden />
          {form.formState.isSubmitting ? s.creating : s.create}
        </button>
      </form>
    </section>
  );
}

/**
 * A season corrected in place (decision 160): opens on its label; a renamed season's dates move by the same years.
 * Field errors under the fields, a refusal (matches left out) in a toast.
 */
function EditSeasonForm({ season, onDone }: { season: AdminSeason; onDone: () => void }) {
  const update = useUpdateSeason();
  const id = useId();
  const form = useSeasonForm({ label: season.label, startsOn: season.startsOn, endsOn: season.endsOn });
  const { setFocus } = form;
  useEffect(() => setFocus('label'), [setFocus]);
  const onSubmit = adminSubmit(form, (data) => update.mutateAsync({ id: season.id, data }), { success: s.saved, error: s.saveError }, onDone);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={s.editLabel(season.label)} className="w-full space-y-2">
      <SeasonFields id={id} form={form} propose={(label) => proposedSeasonDates(label, season)} />
      <p className="text-xs text-stone-600">{s.editHint}</p>
      <FormButtons editing onCancel={onDone} pending={form.formState.isSubmitting} createLabel={s.create} />
    </form>
  );
}

type SeasonRowProps = {
  season: AdminSeason;
  onOpen: () => void;
  pending: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
};

function SeasonRow({ season, onOpen, pending, editing, onEdit }: SeasonRowProps) {
  const remove = useDeleteSeason();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Closing the inline form gives the focus back to the row's "Editar".
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) {
    return (
      <li className="py-3">
        <EditSeasonForm season={season} onDone={() => onEdit(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          {season.label}
          {season.openForRegistrations ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
              {s.openBadge}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-stone-600">{s.dates(formatDate(season.startsOn), formatDate(season.endsOn))}</p>
        <p className="text-xs text-stone-600">{s.counts(season.clubRegistrations, season.schoolRegistrations, season.matches)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {season.openForRegistrations ? null : (
          <button type="button" className={buttonClass.secondary} onClick={onOpen} disabled={pending} aria-label={s.openForLabel(season.label)}>
            {s.openFor}
          </button>
        )}
        <EditDeleteActions
          className="flex gap-1"
          name={season.label}
          strings={s}
          editRef={editButton}
          onEdit={() => onEdit(true)}
          onDelete={() => remove.mutate(season.id, toastOutcome(s.deleted, s.deleteError))}
        />
      </div>
    </li>
  );
}

function SeasonList() {
  const list = useAdminSeasons();
  const setOpen = useSetOpenSeason();
  const [editing, setEditing] = useState<number | null>(null);
  const id = useId();
  const rows = list.data ?? [];
  const open = rows.find((r) => r.openForRegistrations);

  const choose = (season: AdminSeason | null) =>
    setOpen.mutate(season?.id ?? null, {
      onSuccess: () => notifySuccess(season ? s.opened(season.label) : s.closed),
      onError: (err) => notifyError(season ? s.openError : s.closeError, err),
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className={sectionHeading}>
          {s.listHeading}
        </h3>
        {open ? (
          <ConfirmDialog
            title={s.closeTitle}
            description={s.closeText(open.label)}
            confirmLabel={s.closeConfirm}
            onConfirm={() => choose(null)}
            trigger={
              <button type="button" className={buttonClass.ghostDanger}>
                <Lock className="h-4 w-4" aria-hidden />
                {s.close}
              </button>
            }
          />
        ) : null}
      </div>
      <ListState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} emptyText={s.empty} onRetry={() => void list.refetch()}>
        {open ? null : (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {s.closedNote}
          </p>
        )}
        <ul className="divide-y divide-stone-200">
          {rows.map((season) => (
            <SeasonRow
              key={season.id}
              season={season}
              pending={setOpen.isPending}
              onOpen={() => choose(season)}
              editing={editing === season.id}
              onEdit={(on) => setEditing(on ? season.id : null)}
            />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

/**
 * "Temporades" (issue 12 item 1, decision 160): create, correct or delete a season, open one for registrations or
 * close them; inside Inscr. Club and Inscr. Escoles.
 */
export function SeasonsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const list = useAdminSeasons();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={s.title} description={s.description}>
      {open && !list.isPending ? (
        <div className="space-y-8">
          <SeasonList />
          <CreateSeasonForm newest={list.data?.[0]?.label} />
        </div>
      ) : null}
    </FormDialog>
  );
}
