import type { FastifyRequest } from 'fastify';
import { baseLocale, isLocale, type Locale } from '#shared/locales.ts';

/**
 * The language a family's e-mails are written in (decision 177): the payload's `locale` if it says one, else the
 * first of Accept-Language's languages (by weight, then order) that the site speaks — the site's client sends its
 * page's language there — else Catalan. "fr-FR" counts as fr; a weight of 0 means "not this one".
 */
export function familyLocale(request: Pick<FastifyRequest, 'headers'>, explicit?: Locale | undefined): Locale {
  if (explicit) return explicit;
  const header = request.headers['accept-language'];
  return (typeof header === 'string' && acceptedLocale(header)) || baseLocale;
}

function acceptedLocale(header: string): Locale | undefined {
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((r) => r.language).find(isLocale);
}
