import type { ShareMeta } from '#server/features/site/share-meta.ts';
import { siteName } from '#shared/routes.ts';

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The head tags a shared link's preview reads (issue 13 item 4, decision 174): the canonical URL, Open Graph and
 * Twitter cards, with absolute URLs. `image` only when the page has a real picture of its own.
 */
export function shareTags(publicUrl: string, meta: Omit<ShareMeta, 'image'> & { image?: string | undefined }): string {
  const url = `${publicUrl}${meta.path === '/' ? '/' : meta.path}`;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', siteName],
    ['property', 'og:locale', 'ca_ES'],
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
    tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('')
  );
}
