import { uiMessages } from '#client/components/ui/ui-strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

export function PageLoading() {
  const t = useMessages(uiMessages);
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
      <span className="sr-only">{t.loading}</span>
    </div>
  );
}
