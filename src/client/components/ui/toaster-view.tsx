import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { uiMessages } from '#client/components/ui/ui-strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { dismissToast, useToasts } from '#client/lib/toast.ts';

/** Radix Toast with SPEC's constants: 5000 ms, swipe right past 50 px, one at a time. */
export default function ToasterView() {
  const items = useToasts();
  const m = useMessages(uiMessages);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={m.notification}>
      {items.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            t.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={m.close} className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport label={m.notifications} className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
