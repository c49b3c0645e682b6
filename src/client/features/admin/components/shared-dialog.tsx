import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { adminStrings } from '#client/features/admin/strings.ts';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
};

/** The dialog the tabs' create and edit forms open in: focus trapped, Escape closes, scrolls when long. */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  // Opened from state (no Dialog.Trigger), so Radix has no trigger to give focus back to: remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-stone-600 hover:bg-stone-100" aria-label={adminStrings.common.cancel}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-4 text-sm text-stone-600">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
