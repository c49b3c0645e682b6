import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pageMessages } from '#client/components/layout/layout-strings.ts';
import { itemListOf } from '#shared/item-links.ts';
import { metaFor, notFoundMeta } from '#shared/routes.ts';

/** The page's title and description in the page's language (the 404 page's stay English). */
function localizedMeta(location: string): { title: string; description: string } {
  const meta = metaFor(location);
  if (!meta) return notFoundMeta;
  const route = location.length > 1 ? location.replace(/\/+$/, '') : location;
  const t = pageMessages.get();
  return { title: t[`${route}|title`] ?? meta.title, description: t[`${route}|description`] ?? meta.description };
}

/** Keeps <title> and the meta description in step with the route (the server sends them right on first load). */
export function usePageMeta(): void {
  const [location] = useLocation();
  useEffect(() => {
    // An item's own address (/equips/12-…): its page sets the item's title once it has it (useItemTitle).
    if (itemListOf(location)) return;
    const meta = localizedMeta(location);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location]);
}
