import type { FastifyInstance } from 'fastify';
import { listActiveCampus } from '#server/features/campus/repository.ts';
import { listProducts } from '#server/features/products/repository.ts';
import { listTeams } from '#server/features/teams/repository.ts';
import { formatDate } from '#shared/dates.ts';
import { previewWords } from '#shared/i18n/page-meta.ts';
import { itemPath, type ItemKind } from '#shared/item-links.ts';
import { baseLocale, type Locale } from '#shared/locales.ts';
import { formatPrice } from '#shared/money.ts';
import { siteName } from '#shared/routes.ts';

/**
 * What a shared link's preview shows (issue 13 item 4): title, description, the item's own (Catalan) path and
 * picture. The words around the club's data are in the page's language; the data (names, texts) as the club wrote it.
 */
export type ShareMeta = { title: string; description: string; path: string; image: string | undefined; type: 'website' | 'product' };

/** At most `max` characters, cut at a word with an ellipsis: previews show about 160. */
export function clip(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // A cut between the two halves of an emoji would leave half of it (shown as �): the half goes too.
  const kept = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept.replace(/[\s,.;:·–-]+$/, '')}…`;
}

/** An image reference as an absolute URL a chat app can fetch: stored images and http(s) ones; none otherwise. */
export function absoluteImage(publicUrl: string, ref: string): string | undefined {
  const value = ref.trim();
  if (/^\/media\/[a-f0-9]{32}(-sm)?\.jpg$/.test(value)) return `${publicUrl}${value}`;
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  return undefined;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');

/**
 * The preview of one item that a visitor can see on the public pages (a team, an active campus not yet ended, a
 * product on sale), or undefined when there is none with that id: the lookups are the public lists' (one row), so
 * a link never reveals what the pages hide.
 */
export async function shareMetaFor(
  app: FastifyInstance,
  kind: ItemKind,
  id: number,
  locale: Locale = baseLocale,
): Promise<ShareMeta | undefined> {
  const words = previewWords[locale];
  const image = (ref: string) => absoluteImage(app.config.publicUrl, ref);
  if (kind === 'team') {
    const [team] = await listTeams(app.db, id);
    if (!team) return undefined;
    return {
      title: `${team.name} · ${siteName}`,
      description: clip(joined(team.division, team.coach ? `${words.coach}: ${team.coach}` : '', team.description)),
      path: itemPath('team', team),
      image: image(team.imageUrl),
      type: 'website',
    };
  }
  if (kind === 'campus') {
    const [found] = await listActiveCampus(app.db, undefined, id);
    if (!found) return undefined;
    const dates = words.dates(formatDate(found.startDate, locale), formatDate(found.endDate, locale));
    const ages = words.ages(found.ageMin, found.ageMax);
    return {
      title: `${found.name} · ${siteName}`,
      description: clip(joined(dates, ages, found.location, found.description)),
      path: itemPath('campus', found),
      image: image(found.imageUrl),
      type: 'website',
    };
  }
  const [product] = await listProducts(app.db, id);
  if (!product) return undefined;
  return {
    title: `${product.name} · ${siteName}`,
    description: clip(joined(formatPrice(product.price, locale), product.description)),
    path: itemPath('product', product),
    image: image(product.imageUrl),
    type: 'product',
  };
}
