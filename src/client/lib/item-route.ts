import { useEffect, useRef } from 'react';
import { useLocation, useRoute } from 'wouter';
import { idFromSlug, itemPages, itemPath, type ItemKind } from '#shared/item-links.ts';
import { siteName } from '#shared/routes.ts';

/**
 * The item a list page shows in its dialog, from its own address (`/equips/12-cb-llivia-…`, decision 174).
 * `open` puts the item's address in the URL (so the link in the address bar is the one to share), `close` goes back
 * to the list: one step back in history when the dialog was opened from the list, a replace when the visitor
 * arrived by the link. `id` is the item the address names, if any.
 */
export function useItemRoute(kind: ItemKind) {
  const listPath = itemPages[kind];
  const [, params] = useRoute<{ slug: string }>(`${listPath}/:slug`);
  const [, navigate] = useLocation();
  const id = params ? idFromSlug(params.slug) : undefined;
  // A dialog may report its closing twice (Radix and our own Escape handling): one step back, not two.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = id === undefined;
  }, [id]);
  return {
    id,
    open: (item: { id: number; name: string }) => navigate(itemPath(kind, item), { state: { fromList: true } }),
    close: () => {
      if (id === undefined || closing.current) return;
      closing.current = true;
      if ((window.history.state as { fromList?: boolean } | null)?.fromList) window.history.back();
      else navigate(listPath, { replace: true });
    },
  };
}

/** The tab's title while an item's address is open: "<name> · CB Llívia", as the server wrote it on a first load. */
export function useItemTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} · ${siteName}`;
  }, [name]);
}
