/**
 * The site's languages (issue 13 item 1, decision 175): Catalan at SPEC's addresses, Spanish and French under
 * /es/… and /fr/… with the same slugs. The back office and the API stay Catalan; the 404 page stays English.
 */
export const locales = ['ca', 'es', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'ca';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The tag Intl formats dates and money with. */
export const intlLocale: Record<Locale, string> = { ca: 'ca-ES', es: 'es-ES', fr: 'fr-FR' };

/** Open Graph's form of the same. */
export const ogLocale: Record<Locale, string> = { ca: 'ca_ES', es: 'es_ES', fr: 'fr_FR' };

/** Each language named in itself, as a switcher shows it whatever the page's language. */
export const languageNames: Record<Locale, string> = { ca: 'Català', es: 'Español', fr: 'Français' };

/** The cookie that remembers a visitor's choice (set by the switcher, read by the server on SPEC's addresses). */
export const localeCookie = 'lang';

const prefixed = /^\/(es|fr)(?=\/|$)/;

/** The language of a page's path: "/fr/campus" → fr, "/campus" → ca. */
export function localeOfPath(path: string): Locale {
  const m = prefixed.exec(path);
  return m ? (m[1] as Locale) : baseLocale;
}

/** The path without its language prefix: "/fr/campus" → "/campus", "/fr" → "/". */
export function stripLocale(path: string): string {
  const rest = path.replace(prefixed, '');
  return rest === '' ? '/' : rest;
}

/** A Catalan path in `locale`: "/campus" → "/fr/campus", "/" → "/fr/". */
export function localizePath(path: string, locale: Locale): string {
  if (locale === baseLocale) return path;
  return `/${locale}${path}`;
}
