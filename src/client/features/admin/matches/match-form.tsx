import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useCreateMatch } from '#client/api/create-match.ts';
import { useUpdateMatch } from '#client/api/update-match.ts';
import {
  applyServerFieldErrors,
  describedBy,
  Field,
  FieldError,
  RequiredLabel,
} from '#client/features/admin/ui/shared-form.tsx';
import { buttonClass, inputClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import {
  type Match,
  type MatchUpdateInput,
  matchCategories,
  matchInputSchema,
  matchStatuses,
  matchStatusLabels,
  matchUpdateSchema,
} from '#shared/schemas/match.ts';

const s = adminStrings.matches;
const fields = ['homeTeam', 'awayTeam', 'matchDate', 'matchTime', 'venue', 'category', 'status', 'homeScore', 'awayScore'] as const;
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
  const schema = editing ? matchUpdateSchema : matchInputSchema;
  const form = useForm<MatchUpdateInput>({
    resolver: zodResolver(schema) as unknown as Resolver<MatchUpdateInput>,
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
  const msg = (name: (typeof fields)[number]) => errors[name]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (match) {
        await update.mutateAsync({ id: match.id, data: values });
        notifySuccess(s.updated);
      } else {
        await create.mutateAsync(values);
        notifySuccess(s.created);
      }
      onDone();
    } catch (err) {
      applyServerFieldErrors(err, form.setError, fields);
      notifyError(match ? s.updateError : s.createError, err);
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="homeTeam"
          render={({ field }) => (
            <TeamPicker
              id="match-home"
              label={s.homeTeam}
              side="equip local"
              value={field.value ?? ''}
              onChange={field.onChange}
              teamNames={teamNames}
              error={msg('homeTeam')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="awayTeam"
          render={({ field }) => (
            <TeamPicker
              id="match-away"
              label={s.awayTeam}
              side="equip visitant"
              value={field.value ?? ''}
              onChange={field.onChange}
              teamNames={teamNames}
              error={msg('awayTeam')}
            />
          )}
        />
        <Field id="match-date" label={s.date} required error={msg('matchDate')}>
          <input id="match-date" type="date" className={inputClass} {...form.register('matchDate')} {...describedBy('match-date', { error: msg('matchDate'), required: true })} />
        </Field>
        <Field id="match-time" label={s.time} required error={msg('matchTime')}>
          <input id="match-time" type="time" className={inputClass} {...form.register('matchTime')} {...describedBy('match-time', { error: msg('matchTime'), required: true })} />
        </Field>
        <Field id="match-venue" label={s.venue} required error={msg('venue')}>
          <input id="match-venue" className={inputClass} {...form.register('venue')} {...describedBy('match-venue', { error: msg('venue'), required: true })} />
        </Field>
        <Field id="match-category" label={s.category} required error={msg('category')}>
          <select id="match-category" className={inputClass} {...form.register('category')} {...describedBy('match-category', { error: msg('category'), required: true })}>
            <option value="">{s.chooseCategory}</option>
            {matchCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {editing ? (
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-stone-800">{s.result}</legend>
          <Field id="match-status" label={s.status} error={msg('status')}>
            <select id="match-status" className={inputClass} {...form.register('status')} {...describedBy('match-status', { error: msg('status') })}>
              {matchStatuses.map((st) => (
                <option key={st} value={st}>
                  {matchStatusLabels[st]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="match-home-score" label={s.homeScore} error={msg('homeScore')}>
            <input
              id="match-home-score"
              type="number"
              min={0}
              max={999}
              step={1}
              inputMode="numeric"
              className={inputClass}
              {...form.register('homeScore')}
              {...describedBy('match-home-score', { error: msg('homeScore') })}
            />
          </Field>
          <Field id="match-away-score" label={s.awayScore} error={msg('awayScore')}>
            <input
              id="match-away-score"
              type="number"
              min={0}
              max={999}
              step={1}
              inputMode="numeric"
              className={inputClass}
              {...form.register('awayScore')}
              {...describedBy('match-away-score', { error: msg('awayScore') })}
            />
          </Field>
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {adminStrings.common.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {editing ? (pending ? adminStrings.common.saving : adminStrings.common.save) : pending ? adminStrings.common.creating : s.add}
        </button>
      </div>
    </form>
  );
}
