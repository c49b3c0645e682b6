import type { ShareMeta } from '#server/features/site/share-meta.ts';
import { baseLocale, type Locale, localizePath, locales, ogLocale } from '#shared/locales.ts';
import { siteName } from '#shared/routes.ts';

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The page in every language (issue 13 item 1, decision 175): `hreflang` alternates of a Catalan path, Catalan
 * being the default (x-default).
 */
export function alternateLinks(publicUrl: string, catalanPath: string): string {
  const link = (lang: string, path: string) => `<link rel="alternate" hreflang="${lang}" href="${escapeAttr(`${publicUrl}${path}`)}">`;
  return locales.map((l) => link(l, localizePath(catalanPath, l))).join('') + link('x-default', catalanPath);
}

/**
 * The head tags a shared link's preview reads (issue 13 item 4, decision 174): the canonical URL, Open Graph and
 * Twitter cards in the page's language, with absolute URLs, and the page's other languages. `meta.path` is the
 * Catalan path; `image` only when the page has a real picture of its own.
 */
export function shareTags(
  publicUrl: string,
  meta: Omit<ShareMeta, 'image'> & { image?: string | undefined },
  locale: Locale = baseLocale,
): string {
  const url = `${publicUrl}${localizePath(meta.path, locale)}`;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', siteName],
    ['property', 'og:locale', ogLocale[locale]],
    ...locales.filter((l) => l !== locale).map((l): [string, string, string] => ['property', 'og:locale:alternate', ogLocale[l]]),
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  return (
    `<link rel="canonical" href="${escapeAttr(url)}">` +
    tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('') +
    alternateLinks(publicUrl, meta.path)
  );
}
