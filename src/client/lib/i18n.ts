/**
 * The public site's languages on the client (issue 13 item 1, decision 175), with @nanostores/i18n.
 *
 * A page's language comes from its address and stays for the page's life: the switcher is a plain link to the same
 * page in another language. Each feature defines its Catalan texts with `messages(name, { … })` (flat keys; `params`
 * for `{name}` slots, `count` for plurals) and reads them with `useMessages(store)` in a component or
 * `store.get()` elsewhere. Spanish and French live in `app/i18n/<locale>/`: main.tsx loads the page's language, if
 * not Catalan, before the first render (`applyTranslations`), so a Catalan visitor downloads none of them.
 */
import { type ComponentsJSON, type CountInput, createI18n, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { baseLocale, type Locale, localeCookie, localeOfPath, localizePath } from '#shared/locales.ts';

export { count, params } from '@nanostores/i18n';

/** The page's language, fixed for the page's life. */
export const pageLocale: Locale = typeof location === 'undefined' ? baseLocale : localeOfPath(location.pathname);

/** wouter's base for the page: "" in Catalan, "/es" or "/fr". */
export const routerBase = pageLocale === baseLocale ? '' : `/${pageLocale}`;

/** A Catalan page path in the page's language ("/privacitat" → "/fr/privacitat"), for links outside the router. */
export const localized = (path: string) => localizePath(path, pageLocale);

const i18n = createI18n(atom<Locale>(pageLocale), {
  baseLocale,
  // Every translation is put in the cache before the first render (useTranslations); nothing is asked later.
  get: async () => ({}),
});

/** Every component's Catalan base, by name (the unit test checks each has its Spanish and French). */
export const baseMessages = new Map<string, Translations>();
const defined: Messages[] = [];
const definedByName = new Map<string, Messages>();

/** A feature's texts: `name` is unique on the site, `base` its Catalan texts. */
export function messages<Body extends Translations>(name: string, base: Body): Messages<Body> {
  const store = i18n(name, base);
  baseMessages.set(name, base);
  defined.push(store);
  definedByName.set(name, store);
  return store;
}

/** The page's texts of one feature in a component (re-renders never happen: the language is fixed). */
export const useMessages = useStore;

/**
 * Puts the page's translations in place before the first render: the components defined so far take them at once
 * (a store computes its texts when first listened to), those of route chunks loaded later when they are defined.
 */
export function applyTranslations(translations: ComponentsJSON): void {
  // The cache holds each language's components (its declared type says texts).
  (i18n.cache as unknown as Record<string, ComponentsJSON>)[pageLocale] = translations;
  for (const store of defined) store.listen(() => {});
}

/** More of the page's translations (a page's long texts, loaded with its code): before that page's code runs. */
export function addTranslations(translations: ComponentsJSON): void {
  const cache = i18n.cache as unknown as Record<string, ComponentsJSON>;
  cache[pageLocale] = { ...cache[pageLocale], ...translations };
  // A store defined before its texts came (read with .get(), never listened to) takes them when first listened to.
  for (const name of Object.keys(translations)) definedByName.get(name)?.listen(() => {});
}

/** Remembers the visitor's choice of language for a year (the server sends SPEC's addresses on to it). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The shape of one component's translation: a text for each text (the same `{slots}`), the plural forms for each
 * `count`. Translation files declare theirs with it, so a missing key fails the typecheck too.
 */
export type TranslationOf<M> = M extends Messages<infer Body>
  ? { [K in keyof Body]: Body[K] extends string ? string : string | CountInput }
  : never;
