/**
 * The one lookup that shows a Catalan error message in the page's language (decision 176). The shared schemas and
 * the server answer in Catalan (the API's contract); the field errors (`FieldError`) and the server's messages
 * (`ApiError.serverMessage`) pass through here. A known message comes back translated, one with numbers through its
 * `{slot}` template; anything else (or a Catalan page) comes back as it was.
 */
import { errorMessages } from '#client/components/form/error-strings.ts';
import { baseLocale } from '#shared/locales.ts';
import { baseMessages, pageLocale } from '#client/lib/i18n.ts';

type Texts = Record<string, string>;
type Lookup = { exact: Map<string, string>; patterns: { key: string; regex: RegExp }[] };

const slot = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Com a màxim {max} caràcters." → /^Com a màxim (?<max>\d+) caràcters\.$/ */
function patternOf(template: string): RegExp {
  const parts = template.split(slot);
  // split with a capture group alternates text, slot name, text…
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : `(?<${part}>\\d+)`)).join('');
  return new RegExp(`^${source}$`);
}

let lookup: Lookup | undefined;
function catalanLookup(): Lookup {
  if (lookup) return lookup;
  const catalan = (baseMessages.get('formErrors') ?? {}) as Texts;
  const exact = new Map<string, string>();
  const patterns: Lookup['patterns'] = [];
  for (const [key, text] of Object.entries(catalan)) {
    if (/\{\w+\}/.test(text)) patterns.push({ key, regex: patternOf(text) });
    else exact.set(text, key);
  }
  lookup = { exact, patterns };
  return lookup;
}

/** `catalan` in the language of `texts` (a translation of the `formErrors` component); unknown: unchanged. */
export function translateErrorWith(texts: Texts, catalan: string): string {
  const { exact, patterns } = catalanLookup();
  const key = exact.get(catalan);
  if (key !== undefined) return texts[key] ?? catalan;
  for (const { key, regex } of patterns) {
    const match = regex.exec(catalan);
    const template = texts[key];
    if (match && template) return template.replace(slot, (whole, name: string) => match.groups?.[name] ?? whole);
  }
  return catalan;
}

/** A Catalan error message in the page's language (read at call time: the page's translations are in place). */
export function translateError(catalan: string): string {
  if (pageLocale === baseLocale) return catalan;
  return translateErrorWith(errorMessages.get() as Texts, catalan);
}
