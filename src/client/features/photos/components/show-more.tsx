import { photosMessages } from '#client/features/photos/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The button under a paged list: asks for the next page; says so while it loads. */
export function ShowMoreButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const t = useMessages(photosMessages);
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        className="rounded-md border border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? t.loadingMore : label}
      </button>
    </div>
  );
}
