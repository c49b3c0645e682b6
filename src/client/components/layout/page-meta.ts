import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { itemListOf } from '#shared/item-links.ts';
import { metaFor, notFoundMeta } from '#shared/routes.ts';

/** Keeps <title> and the meta description in step with the route (the server sends them right on first load). */
export function usePageMeta(): void {
  const [location] = useLocation();
  useEffect(() => {
    // An item's own address (/equips/12-…): its page sets the item's title once it has it (useItemTitle).
    if (itemListOf(location)) return;
    const meta = metaFor(location) ?? notFoundMeta;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location]);
}
