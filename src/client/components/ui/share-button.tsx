import { Share2 } from 'lucide-react';
import { uiMessages } from '#client/components/ui/ui-strings.ts';
import { copyText } from '#client/lib/clipboard.ts';
import { localized, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * 'Comparteix' (issue 13 item 4): the system's share sheet where there is one (phones), else the link is copied.
 * `path` is the item's own address (src/shared/item-links.ts).
 */
export function ShareButton({ title, path, named = false, className = '' }: {
  title: string;
  /** The item's Catalan path: the link shared is the page's language's. */
  path: string;
  /** Named after the item ("Comparteix Campus d’Estiu") when several share buttons are on one page. */
  named?: boolean;
  className?: string;
}) {
  const t = useMessages(uiMessages);
  const share = async () => {
    const url = new URL(localized(path), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) toast({ title: t.copied, description: t.copiedDescription });
    else toast({ title: t.copyFailed, description: url, variant: 'destructive' });
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={named ? t.shareItem({ name: title }) : undefined}
      className={`inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 ${className}`}
    >
      <Share2 className="h-4 w-4" aria-hidden />
      {t.share}
    </button>
  );
}
