/**
 * Errors with a stable code (issue 21 item 5a, decision 196). Every error the API can answer, and every message a
 * shared schema can give, is defined once, here or in its feature, with `defineErrors`: a code (`campus.full`,
 * `field.maxChars`) next to its Catalan text, which stays SPEC's `message`. A text with `{slots}` is a template: its
 * definition is a function of the slots' values, which travel with the code as `params`. The client shows Catalan
 * as it came, and Spanish or French by the code (its catalogues are keyed by code), never by comparing texts.
 *
 * No zod here. The zod side is in zod-setup.ts; what the client's first load needs (the shape of an error, `errorText`)
 * is in error-text.ts, re-exported here.
 */
import { formatDate } from '#shared/dates.ts';
import { baseLocale, type Locale } from '#shared/locales.ts';
import type { AppError, ErrorParams } from '#shared/error-text.ts';

export * from '#shared/error-text.ts';

/** The slot names of a template: "Com a màxim {max} caràcters." → "max". */
export type SlotsOf<S extends string> = S extends `${string}{${infer Slot}}${infer Rest}` ? Slot | SlotsOf<Rest> : never;

/** A text without slots defines an error; a template, a function of its slots' values that gives one. */
export type ErrorDefinition<S extends string> = [SlotsOf<S>] extends [never]
  ? AppError
  : ((params: Readonly<Record<SlotsOf<S>, string | number>>) => AppError) & { readonly code: string; readonly template: S };

export type ErrorDefinitions<T extends Record<string, string>> = { readonly [K in keyof T]: ErrorDefinition<T[K]> };

/**
 * Who can see an error. `public`: a family on the public site can get it, so it has a Spanish and a French text
 * (tests/unit/error-codes.test.ts). `backOffice`: only the back office (Catalan only, decision 175) can.
 */
export type ErrorAudience = 'public' | 'backOffice';

/** Every code defined so far (module by module, as they load), with its Catalan template and audience. */
export const definedErrors = new Map<string, { readonly template: string; readonly audience: ErrorAudience }>();
/** Codes defined twice with different texts (a namespace reused by mistake; the unit test wants none). */
export const clashingCodes = new Set<string>();

const slot = /\{(\w+)\}/g;
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A template with its slots filled: "Com a màxim {max} caràcters." + {max: 100} → "Com a màxim 100 caràcters.".
 * A slot named `date` holding a calendar date ("2026-06-15") is written as a date in `locale` ("15 de juny de
 * 2026"), so a translation shows it in its own language.
 */
export function fillSlots(template: string, params: ErrorParams | undefined, locale: Locale = baseLocale): string {
  return template.replace(slot, (whole, name: string) => {
    if (!params || !(name in params)) return whole;
    const value = params[name]!;
    return name === 'date' && typeof value === 'string' && calendarDate.test(value) ? formatDate(value, locale) : String(value);
  });
}

/** The slot names of a template, in order of appearance, each once. */
export function slotNames(template: string): string[] {
  return [...new Set([...template.matchAll(slot)].map((m) => m[1]!))];
}

/**
 * A feature's errors: `namespace.key` is each one's code (a namespace is used once on the site; renaming a key
 * changes the code, which the clients read: don't). `templates` are the Catalan texts.
 */
export function defineErrors<const T extends Record<string, string>>(
  namespace: string,
  templates: T,
  audience: ErrorAudience = 'public',
): ErrorDefinitions<T> {
  const out: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(templates)) {
    const code = `${namespace}.${key}`;
    const before = definedErrors.get(code);
    if (before && (before.template !== template || before.audience !== audience)) clashingCodes.add(code);
    definedErrors.set(code, { template, audience });
    out[key] =
      slotNames(template).length === 0
        ? Object.freeze({ code, message: template })
        : Object.assign((params: ErrorParams) => Object.freeze({ code, message: fillSlots(template, params), params }), {
            code,
            template,
          });
  }
  return out as ErrorDefinitions<T>;
}

