import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '#client/features/waitlist/components/page-links.tsx';

type Props = {
  heading: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/**
 * The question before an action that cannot be undone (declining a place, leaving the list), in the page: its
 * confirm button takes the focus, so the e-mailed "No, gràcies" link lands on it.
 */
export function ConfirmPanel({ heading, text, confirmLabel, busyLabel, backLabel, pending, onConfirm, onBack }: Props) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-heading`} aria-describedby={`${id}-text`} className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {heading}
      </h2>
      <p id={`${id}-text`} className="text-stone-800">
        {text}
      </p>
      <div className="flex flex-wrap gap-3">
        <button ref={confirm} type="button" disabled={pending} onClick={onConfirm} className={primaryButton}>
          {pending ? busyLabel : confirmLabel}
        </button>
        <button type="button" disabled={pending} onClick={onBack} className={secondaryButton}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}
