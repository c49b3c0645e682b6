import { Share2 } from 'lucide-react';
import { copyText } from '#client/lib/clipboard.ts';
import { toast } from '#client/lib/toast.ts';

export const shareStrings = {
  share: 'Comparteix',
  copied: 'Enllaç copiat',
  copiedDescription: 'Ja el pots enganxar en un missatge.',
  copyFailed: "No s'ha pogut copiar l'enllaç",
} as const;

/**
 * 'Comparteix' (issue 13 item 4): the system's share sheet where there is one (phones), else the link is copied.
 * `path` is the item's own address (src/shared/item-links.ts).
 */
export function ShareButton({ title, path, label, className = '' }: {
  title: string;
  path: string;
  /** The accessible name when several share buttons are on one page, e.g. "Comparteix Campus d’Estiu". */
  label?: string;
  className?: string;
}) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) toast({ title: shareStrings.copied, description: shareStrings.copiedDescription });
    else toast({ title: shareStrings.copyFailed, description: url, variant: 'destructive' });
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={label}
      className={`inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 ${className}`}
    >
      <Share2 className="h-4 w-4" aria-hidden />
      {shareStrings.share}
    </button>
  );
}
