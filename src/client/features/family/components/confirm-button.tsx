import type { ReactNode } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { familyButton } from '#client/features/family/styles.ts';

type ConfirmButtonProps = {
  /** The button's text, and its accessible name when `label` is not given. */
  children: ReactNode;
  /** Names what it acts on for screen readers (e.g. "Anul·lar la inscripció de Pau a Campus d'estiu"). */
  label?: string | undefined;
  className: string;
  disabled?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
};

const familyButtons = { cancel: familyButton.secondary, confirm: familyButton.dangerSolid };

/** A family's irreversible action asks first; the outcome is said on the page, not in the dialog. */
export function ConfirmButton({ children, label, className, disabled, ...dialog }: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      {...dialog}
      buttonClasses={familyButtons}
      trigger={
        <button type="button" className={className} aria-label={label} disabled={disabled}>
          {children}
        </button>
      }
    />
  );
}
