import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { adminStrings } from '#client/features/admin/strings.ts';

type ConfirmDialogProps = {
  /** The button that opens the confirmation (rendered as is, via asChild). */
  trigger: ReactNode;
  title: string;
  /** SPEC §5's warning, e.g. "… Aquesta acció no es pot desfer." */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs when the administrator confirms; the dialog closes at once (show the outcome with a toast). */
  onConfirm: () => void;
};

/** Every deletion asks first (SPEC §5): a Radix AlertDialog, focus on Cancel, Escape cancels. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = adminStrings.common.delete,
  cancelLabel = adminStrings.common.cancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass.secondary}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass.danger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
