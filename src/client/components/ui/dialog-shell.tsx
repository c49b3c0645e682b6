import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

/** How a dialog looks: each one keeps its own overlay, panel (sheet or centred), title row and close button. */
export type DialogShellClasses = {
  overlay: string;
  content: string;
  /** The title row: the title (and description, if given) on one side, the close "×" on the other. */
  header: string;
  title: string;
  description?: string;
  close: string;
};

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  classes: DialogShellClasses;
  title: ReactNode;
  /** Said under the title, in the title row; a dialog that describes itself in its body leaves it out. */
  description?: ReactNode;
  /** The close button's accessible name (it shows only an ×). */
  closeLabel: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Dialog.Content>, 'className' | 'title' | 'children'>;

/**
 * A Radix dialog opened from state: overlay, the panel, a title row with the close ×, then the body. Focus is
 * trapped, Escape and the overlay close it; pass `onCloseAutoFocus` (e.g. `focusOnClose`) to give focus back.
 */
export function DialogShell({ open, onOpenChange, classes, title, description, closeLabel, children, ...content }: DialogShellProps) {
  const heading = <Dialog.Title className={classes.title}>{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={classes.overlay} />
        <Dialog.Content
          className={classes.content}
          {...content}
          onKeyDown={(event) => {
            content.onKeyDown?.(event);
            // Escape typed inside this dialog closes it, even while a toast shown after a save (a dismissable layer
            // of its own, which Radix may put on top) is still on screen. Nested dialogs are portalled elsewhere in
            // the page, so their Escape is theirs.
            if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onOpenChange(false);
          }}
        >
          <div className={classes.header}>
            {description ? (
              <div>
                {heading}
                <Dialog.Description className={classes.description}>{description}</Dialog.Description>
              </div>
            ) : (
              heading
            )}
            <Dialog.Close className={classes.close} aria-label={closeLabel}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An `onCloseAutoFocus` that gives focus back to the control that opened the dialog (no `Dialog.Trigger` knows it). */
export function focusOnClose(target: () => HTMLElement | null) {
  return (event: Event) => {
    const element = target();
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
}
