import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogShell } from '#client/components/ui/dialog-shell.tsx';
import { adminStrings } from '#client/features/admin/strings.ts';
import { useDialogFocus } from '#client/lib/dialog-focus.ts';

const formDialogClasses = {
  overlay: 'fixed inset-0 z-40 bg-stone-900/50',
  content:
    'fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
  header: 'mb-4 flex items-start justify-between gap-4',
  title: 'text-xl font-semibold text-stone-900',
  close: 'rounded p-1 text-stone-600 hover:bg-stone-100',
};

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
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      classes={formDialogClasses}
      title={title}
      closeLabel={adminStrings.common.cancel}
      {...(description ? {} : { 'aria-describedby': undefined })}
      {...focus}
    >
      {description ? <Dialog.Description className="mb-4 text-sm text-stone-600">{description}</Dialog.Description> : null}
      {children}
    </DialogShell>
  );
}
