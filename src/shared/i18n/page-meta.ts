/**
 * The pages' titles and descriptions in Spanish and French (issue 13 item 1), next to the Catalan ones of
 * routes.ts: the server puts them in each page's HTML, the client's /es and /fr bundles use them on navigation
 * (each imports its own language's file, page-meta-es.ts or page-meta-fr.ts; a Catalan visitor's bundle imports
 * neither). Also the words of an item's preview (share-meta.ts).
 */
import type { Locale } from '#shared/locales.ts';
import { pageMetaEs } from '#shared/i18n/page-meta-es.ts';
import { pageMetaFr } from '#shared/i18n/page-meta-fr.ts';

export type PageMetaText = { title: string; description: string };
type Meta = PageMetaText;
type Translated = Exclude<Locale, 'ca'>;

export const pageMetaTranslations: Record<Translated, Record<string, Meta>> = { es: pageMetaEs, fr: pageMetaFr };

/** A page's title and description in `locale`, or undefined for a path that is no translated page. */
export function localizedPageMeta(route: string, locale: Locale, catalan: Meta): Meta {
  return locale === 'ca' ? catalan : (pageMetaTranslations[locale][route] ?? catalan);
}

/** The words of an item's preview (team, campus, product) in each language. */
export const previewWords: Record<Locale, { dates: (start: string, end: string) => string; ages: (min: number, max: number) => string; coach: string }> = {
  ca: { dates: (s, e) => `Del ${s} al ${e}`, ages: (a, b) => `De ${a} a ${b} anys`, coach: 'Entrenador' },
  es: { dates: (s, e) => `Del ${s} al ${e}`, ages: (a, b) => `De ${a} a ${b} años`, coach: 'Entrenador' },
  fr: { dates: (s, e) => `Du ${s} au ${e}`, ages: (a, b) => `De ${a} à ${b} ans`, coach: 'Entraîneur' },
};
