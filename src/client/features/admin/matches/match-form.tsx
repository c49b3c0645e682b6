import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useCreateMatch } from '#client/api/create-match.ts';
import { useUpdateMatch } from '#client/api/update-match.ts';
import { describedBy, Field, FieldError, RequiredLabel } from '#client/components/form/field.tsx';
import { compactInputClass as inputClass } from '#client/components/form/styles.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { adminSubmit, FormButtons } from '#client/features/admin/ui/shared-form.tsx';
import { adminStrings } from '#client/features/admin/strings.ts';
import { matchAdminStrings } from '#client/features/admin/matches/strings.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import {
  type Match,
  type MatchUpdateInput,
  matchCategories,
  matchStatuses,
  matchStatusLabels,
  matchUpdateSchema,
} from '#shared/schemas/match.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';

const s = adminStrings.matches;
const otherValue = '__altre__';

type TeamPickerProps = {
  id: string;
  label: string;
  side: string;
  value: string;
  onChange: (value: string) => void;
  teamNames: string[];
  error?: string | undefined;
};

/** SPEC §5: a team is chosen from the existing teams or typed freely via 'Altre equip...'. */
function TeamPicker({ id, label, side, value, onChange, teamNames, error }: TeamPickerProps) {
  // Typing when chosen from the list, or when the value is not one of the teams (also once they have loaded).
  const [chosenOther, setChosenOther] = useState(false);
  const typing = chosenOther || (value !== '' && !teamNames.includes(value));
  const otherId = `${id}-other`;
  return (
    <div>
      <RequiredLabel id={id} label={label} required />
      <select
        id={id}
        className={inputClass}
        value={typing ? otherValue : value}
        onChange={(e) => {
          if (e.target.value === otherValue) {
            setChosenOther(true);
            onChange('');
          } else {
            setChosenOther(false);
            onChange(e.target.value);
          }
        }}
        {...(typing ? {} : describedBy(id, { error, required: true }))}
      >
        <option value="">{s.chooseTeam}</option>
        {teamNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={otherValue}>{s.otherTeam}</option>
      </select>
      {typing ? (
        <div className="mt-2">
          <label htmlFor={otherId} className="sr-only">
            {s.otherTeamName(side)}
          </label>
          <input
            id={otherId}
            className={inputClass}
            value={value}
            placeholder={s.otherTeamName(side)}
            onChange={(e) => onChange(e.target.value)}
            {...describedBy(otherId, { error, required: true })}
          />
          <FieldError id={otherId} message={error} />
        </div>
      ) : (
        <FieldError id={id} message={error} />
      )}
    </div>
  );
}

type MatchFormProps = {
  /** The match to edit; without it the form creates one (no status: a new match is scheduled). */
  match?: Match | undefined;
  teamNames: string[];
  onDone: () => void;
};

export function MatchForm({ match, teamNames, onDone }: MatchFormProps) {
  const editing = Boolean(match);
  const create = useCreateMatch();
  const update = useUpdateMatch();
  // One schema for both: creating keeps status and scores at their defaults, which POST ignores (a new match is scheduled).
  const form = useZodForm(matchUpdateSchema, {
    defaultValues: {
      homeTeam: match?.homeTeam ?? '',
      awayTeam: match?.awayTeam ?? '',
      matchDate: match?.matchDate ?? '',
      matchTime: match?.matchTime ?? '',
      venue: match?.venue ?? 'Pavelló Fòrum',
      category: (match?.category ?? '') as MatchUpdateInput['category'],
      status: (match?.status ?? 'scheduled') as MatchUpdateInput['status'],
      homeScore: match?.homeScore == null ? '' : String(match.homeScore),
      awayScore: match?.awayScore == null ? '' : String(match.awayScore),
    },
  });
  const errors = form.formState.errors;
  const msg = (name: keyof MatchUpdateInput) => errors[name]?.message;

  // Both scores typed while the status still says 'Programat': offer 'Finalitzat', never save it so silently.
  const [keptScheduled, setKeptScheduled] = useState(false);
  const markButton = useRef<HTMLButtonElement>(null);
  const [homeScore, awayScore, status] = form.watch(['homeScore', 'awayScore', 'status']);
  const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
  const scoredButScheduled = editing && status === 'scheduled' && filled(homeScore) && filled(awayScore);
  const offerCompleted = scoredButScheduled && !keptScheduled;

  const save = adminSubmit(
    form,
    (values) => (match ? update.mutateAsync({ id: match.id, data: values }) : create.mutateAsync(values)),
    match ? { success: s.updated, error: s.updateError } : { success: s.created, error: s.createError },
    onDone,
  );
  const onSubmit: typeof save = (event) => {
    if (offerCompleted) {
      event?.preventDefault();
      markButton.current?.focus();
      return Promise.resolve();
    }
    return save(event);
  };

  const text = (name: 'matchDate' | 'matchTime' | 'venue', id: string, label: string, type: string) => (
    <Field compact id={id} label={label} required error={msg(name)}>
      {(c) => <input {...c} type={type} {...form.register(name)} />}
    </Field>
  );
  const score = (name: 'homeScore' | 'awayScore', id: string, label: string) => (
    <Field compact id={id} label={label} error={msg(name)}>
      {(c) => <input {...c} type="number" min={0} max={999} step={1} inputMode="numeric" {...form.register(name)} />}
    </Field>
  );

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['homeTeam', 'awayTeam'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <TeamPicker
                id={name === 'homeTeam' ? 'match-home' : 'match-away'}
                label={s[name]}
                side={name === 'homeTeam' ? 'equip local' : 'equip visitant'}
                value={field.value ?? ''}
                onChange={field.onChange}
                teamNames={teamNames}
                error={msg(name)}
              />
            )}
          />
        ))}
        {text('matchDate', 'match-date', s.date, 'date')}
        {text('matchTime', 'match-time', s.time, 'time')}
        {text('venue', 'match-venue', s.venue, 'text')}
        <Field compact id="match-category" label={s.category} required error={msg('category')}>
          {(c) => (
            <select {...c} {...form.register('category')}>
              <SelectOptions values={matchCategories} placeholder={s.chooseCategory} />
            </select>
          )}
        </Field>
      </div>
      {editing ? (
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-stone-800">{s.result}</legend>
          <Field compact id="match-status" label={s.status} error={msg('status')}>
            {(c) => (
              <select {...c} {...form.register('status')}>
                <SelectOptions values={matchStatuses} labels={matchStatusLabels} />
              </select>
            )}
          </Field>
          {score('homeScore', 'match-home-score', s.homeScore)}
          {score('awayScore', 'match-away-score', s.awayScore)}
          <div aria-live="polite" className="sm:col-span-3">
            {offerCompleted ? (
              <div className="flex flex-col gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
                <p>{matchAdminStrings.scoredButScheduled}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    ref={markButton}
                    type="button"
                    className={buttonClass.primary}
                    onClick={() => form.setValue('status', 'completed', { shouldDirty: true })}
                  >
                    {matchAdminStrings.markCompleted}
                  </button>
                  <button type="button" className={buttonClass.secondary} onClick={() => setKeptScheduled(true)}>
                    {matchAdminStrings.keepScheduled}
                  </button>
                </div>
              </div>
            ) : scoredButScheduled ? (
              <p className="text-sm text-stone-700">{matchAdminStrings.keptScheduled}</p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <FormButtons onCancel={onDone} pending={pending} editing={editing} createLabel={s.add} />
    </form>
  );
}
