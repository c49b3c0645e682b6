import { useRef } from 'react';

const fieldSelector = 'form input:not([type="hidden"]), form select, form textarea';

/**
 * Focus for a Radix dialog with a form, opened from state (no `Dialog.Trigger`): spread the result on
 * `Dialog.Content`. On open, focus goes to the form's first field instead of the first button (the close "×" of the
 * title row), so what the user types lands in the form — a space typed on that button closed the dialog and lost the
 * text; a dialog without a form field keeps Radix's default. On close (save, cancel, Escape), focus goes back to the
 * control that opened it, which Radix cannot know without a trigger.
 */
export function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const content = event.target;
      if (!(content instanceof HTMLElement)) return;
      const field = [...content.querySelectorAll<HTMLElement>(fieldSelector)].find(
        (el) => !el.matches(':disabled') && el.getClientRects().length > 0,
      );
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    onCloseAutoFocus(event: Event) {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
