import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { useCreateTeam } from '#client/api/create-team.ts';
import { useUpdateTeam } from '#client/api/update-team.ts';
import { applyServerFieldErrors, describedBy, Field } from '#client/features/admin/ui/shared-form.tsx';
import { ImagePicker } from '#client/features/admin/ui/shared-image-picker.tsx';
import { buttonClass, inputClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { type Team, type TeamInput, teamCreateSchema, teamInputSchema } from '#shared/schemas/team.ts';

const s = adminStrings.teams;
const fields = [
  'name',
  'category',
  'division',
  'description',
  'playerCount',
  'imageUrl',
  'externalUrl',
  'players',
  'coach',
  'league',
] as const;
type FieldName = (typeof fields)[number];

/** The categories the public cards colour (SPEC §2); any other text is allowed. */
const knownCategories = ['SÈNIOR', 'JÚNIOR', 'CADET', 'INFANTIL', 'MINI', '3x3'];

type TeamFormProps = {
  /** The team to edit; without it the form creates one (then an image is required, SPEC §5). */
  team?: Team | undefined;
  onDone: () => void;
};

export function TeamForm({ team, onDone }: TeamFormProps) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useForm<TeamInput>({
    resolver: zodResolver(team ? teamInputSchema : teamCreateSchema) as unknown as Resolver<TeamInput>,
    defaultValues: {
      name: team?.name ?? '',
      category: team?.category ?? '',
      division: team?.division ?? '',
      description: team?.description ?? '',
      playerCount: team ? String(team.playerCount) : '',
      imageUrl: team?.imageUrl ?? '',
      externalUrl: team?.externalUrl ?? '',
      players: team?.players ?? '',
      coach: team?.coach ?? '',
      league: team?.league ?? '',
    },
  });
  const errors = form.formState.errors;
  const msg = (name: FieldName) => errors[name]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (team) {
        await update.mutateAsync({ id: team.id, data: values });
        notifySuccess(s.updated);
      } else {
        await create.mutateAsync(values);
        notifySuccess(s.created);
      }
      onDone();
    } catch (err) {
      applyServerFieldErrors(err, form.setError, fields);
      notifyError(team ? s.updateError : s.createError, err);
    }
  });

  const text = (name: FieldName, label: string, opts: { required?: boolean; hint?: string; type?: string } = {}) => {
    const id = `team-${name}`;
    return (
      <Field id={id} label={label} required={opts.required} hint={opts.hint} error={msg(name)}>
        <input
          id={id}
          type={opts.type ?? 'text'}
          className={inputClass}
          {...form.register(name)}
          {...describedBy(id, { error: msg(name), hint: opts.hint, required: opts.required })}
        />
      </Field>
    );
  };

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', s.name, { required: true })}
        <Field id="team-category" label={s.category} error={msg('category')}>
          <input
            id="team-category"
            list="team-category-options"
            className={inputClass}
            placeholder="General"
            {...form.register('category')}
            {...describedBy('team-category', { error: msg('category') })}
          />
          <datalist id="team-category-options">
            {knownCategories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        {text('division', s.division)}
        <Field id="team-playerCount" label={s.playerCount} error={msg('playerCount')}>
          <input
            id="team-playerCount"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={inputClass}
            {...form.register('playerCount')}
            {...describedBy('team-playerCount', { error: msg('playerCount') })}
          />
        </Field>
      </div>
      <Field id="team-description" label={s.description} required error={msg('description')}>
        <textarea
          id="team-description"
          rows={3}
          className={inputClass}
          {...form.register('description')}
          {...describedBy('team-description', { error: msg('description'), required: true })}
        />
      </Field>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImagePicker
            id="team-image"
            label={s.image}
            required={!team}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v)}
            error={msg('imageUrl')}
            previewFallback={teamPlaceholder}
            onBusyChange={setImageBusy}
          />
        )}
      />
      {text('externalUrl', s.externalUrl, { type: 'url' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('coach', s.coach)}
        {text('league', s.league)}
      </div>
      <Field id="team-players" label={s.players} hint={s.playersHint} error={msg('players')}>
        <textarea
          id="team-players"
          rows={5}
          className={inputClass}
          {...form.register('players')}
          {...describedBy('team-players', { error: msg('players'), hint: s.playersHint })}
        />
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {adminStrings.common.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={pending || imageBusy}>
          {team ? (pending ? adminStrings.common.saving : adminStrings.common.save) : pending ? adminStrings.common.creating : s.add}
        </button>
      </div>
    </form>
  );
}
