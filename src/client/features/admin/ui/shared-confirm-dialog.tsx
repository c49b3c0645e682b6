import type { ReactNode } from 'react';
import { ConfirmDialog as BaseConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
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

const adminButtons = { cancel: buttonClass.secondary, confirm: buttonClass.danger };

/** Every deletion asks first (SPEC §5): the shared confirmation with the back office's buttons and words. */
export function ConfirmDialog({
  confirmLabel = adminStrings.common.delete,
  cancelLabel = adminStrings.common.cancel,
  ...props
}: ConfirmDialogProps) {
  return <BaseConfirmDialog {...props} confirmLabel={confirmLabel} cancelLabel={cancelLabel} buttonClasses={adminButtons} />;
}
