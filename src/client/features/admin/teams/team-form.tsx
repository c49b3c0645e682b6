import { useState } from 'react';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { useCreateTeam } from '#client/api/create-team.ts';
import { useUpdateTeam } from '#client/api/update-team.ts';
import { Field } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { adminSubmit, FormButtons, ImageField } from '#client/features/admin/ui/shared-form.tsx';
import { adminStrings } from '#client/features/admin/strings.ts';
import { type Team, type TeamInput, teamCreateSchema, teamInputSchema } from '#shared/schemas/team.ts';

const s = adminStrings.teams;

/** The categories the public cards colour (SPEC §2); any other text is allowed. */
const knownCategories = ['SÈNIOR', 'JÚNIOR', 'CADET', 'INFANTIL', 'MINI', '3x3'];

type TeamFormProps = {
  /** The team to edit; without it the form creates one (then an image is required, SPEC §5). */
  team?: Team | undefined;
  onDone: () => void;
  /**
   * The volunteer changes the public texts and the photo only (comunicació, decision 187): name, category, division
   * and number of players are shown read-only and sent back as they are (the server refuses a change anyway).
   */
  textsOnly?: boolean;
};

export function TeamForm({ team, onDone, textsOnly = false }: TeamFormProps) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useZodForm(team ? teamInputSchema : teamCreateSchema, {
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
  const msg = (name: keyof TeamInput) => errors[name]?.message;

  const onSubmit = adminSubmit(
    form,
    (values) => (team ? update.mutateAsync({ id: team.id, data: values }) : create.mutateAsync(values)),
    team ? { success: s.updated, error: s.updateError } : { success: s.created, error: s.createError },
    onDone,
  );

  const locked = textsOnly && Boolean(team);
  const text = (
    name: keyof TeamInput,
    label: string,
    opts: { required?: boolean; hint?: string; type?: string; readOnly?: boolean } = {},
  ) => (
    <Field compact id={`team-${name}`} label={label} required={opts.required} hint={opts.hint} error={msg(name)}>
      {(c) => <input {...c} type={opts.type ?? 'text'} readOnly={opts.readOnly} {...form.register(name)} />}
    </Field>
  );

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {locked ? <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{s.identityHint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', s.name, { required: true, readOnly: locked })}
        <Field compact id="team-category" label={s.category} error={msg('category')}>
          {(c) => (
            <>
              <input {...c} list="team-category-options" placeholder="General" readOnly={locked} {...form.register('category')} />
              <datalist id="team-category-options">
                {knownCategories.map((k) => (
                  <option key={k} value={k} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        {text('division', s.division, { readOnly: locked })}
        <Field compact id="team-playerCount" label={s.playerCount} error={msg('playerCount')}>
          {(c) => <input {...c} type="number" min={0} step={1} inputMode="numeric" readOnly={locked} {...form.register('playerCount')} />}
        </Field>
      </div>
      <Field compact id="team-description" label={s.description} required error={msg('description')}>
        {(c) => <textarea {...c} rows={3} {...form.register('description')} />}
      </Field>
      <ImageField
        control={form.control}
        name="imageUrl"
        id="team-image"
        label={s.image}
        required={!team}
        error={msg('imageUrl')}
        previewFallback={teamPlaceholder}
        onBusyChange={setImageBusy}
      />
      {text('externalUrl', s.externalUrl, { type: 'url' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('coach', s.coach)}
        {text('league', s.league)}
      </div>
      <Field compact id="team-players" label={s.players} hint={s.playersHint} error={msg('players')}>
        {(c) => <textarea {...c} rows={5} {...form.register('players')} />}
      </Field>
      <FormButtons onCancel={onDone} pending={pending} busy={imageBusy} editing={Boolean(team)} createLabel={s.add} />
    </form>
  );
}
