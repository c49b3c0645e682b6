import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

export type ConfirmDialogProps = {
  /** The button that opens the confirmation (rendered as is, via asChild). */
  trigger: ReactNode;
  title: string;
  /** What will happen (block content allowed: several paragraphs). */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The classes of the two buttons: each area styles them its own way. */
  buttonClasses: { cancel: string; confirm: string };
  /** Runs when confirmed; the dialog closes at once (the outcome is said outside it). */
  onConfirm: () => void;
};

/**
 * An irreversible action asks first, in the back office (SPEC §5's deletions) and on the family page alike: a Radix
 * AlertDialog — focus trapped and on the cancel button, Escape cancels, focus back to the trigger.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, buttonClasses, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-stone-700">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses.cancel}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses.confirm} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
