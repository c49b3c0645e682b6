import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { z } from 'zod';
import { clearDraft, mergeDraft, readDraft, writeDraft } from '#client/lib/session-draft.ts';

/** How a season form keeps what is typed in the tab (issue 14 item 5, decision 179). */
export type DraftOptions = {
  /** The tab's sessionStorage key of this kind of form: one draft per kind. */
  key: string;
  /** Fields whose value is one of the schema's choices (a select): a choice a draft kept but the form no longer has is dropped. */
  choices: readonly string[];
  /** The family's values of the registration just sent ("Inscriure un germà o una germana"): they start the form instead of a draft. */
  prefill?: Record<string, unknown>;
};

/**
 * The values a season form starts with: the blank ones, under the sibling's prefill or else under the tab's draft,
 * each checked against the blank (decision 179). The page's language is never taken from either: it is the page's.
 */
export function startValues<I extends FieldValues>(blank: I, schema: z.ZodObject, draft: DraftOptions) {
  const accepts = (key: string, value: unknown) =>
    key !== 'locale' && (!draft.choices.includes(key) || schema.shape[key]?.safeParse(value).success === true);
  return mergeDraft(blank, draft.prefill ?? readDraft(draft.key), accepts);
}

/** Whether a form's values are all blank (then no draft is kept). */
const isBlank = (values: Record<string, unknown>, blank: Record<string, unknown>) =>
  Object.keys(blank).every((key) => key === 'locale' || values[key] === blank[key]);

/**
 * Keeps the form's values in the tab's draft as they change (from the first render: a sibling's prefill is kept
 * at once); a blank form keeps none. Nothing is sent anywhere.
 */
export function useKeepDraft<I extends FieldValues>(watch: UseFormWatch<I>, key: string, blank: I, start: I) {
  useEffect(() => {
    const save = (values: Record<string, unknown>) => {
      if (isBlank(values, blank)) return clearDraft(key);
      const { locale: _, ...kept } = values;
      writeDraft(key, kept);
    };
    save(start);
    const subscription = watch((values) => save(values));
    return () => subscription.unsubscribe();
  }, [watch, key, blank, start]);
}
