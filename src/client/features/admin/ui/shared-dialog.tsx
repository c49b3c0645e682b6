import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { adminStrings } from '#client/features/admin/strings.ts';
import { useDialogFocus } from '#client/lib/dialog-focus.ts';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
};

/**
 * The dialog the tabs' create and edit forms open in: focus on the form's first field, trapped, back on the opener
 * when it closes; Escape closes; scrolls when long.
 */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focus}
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
