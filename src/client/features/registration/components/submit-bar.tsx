import { Send } from 'lucide-react';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

type SubmitBarProps = {
  id: string;
  /** Some consent is still unanswered: SPEC's hint says so. */
  unanswered: boolean;
  /** The privacy consent was answered "No": nothing can be sent without it (issue 13 item 3). */
  privacyRefused: boolean;
  pending: boolean;
  hint: string;
};

/** The submit button, disabled until every consent is answered and privacy is accepted, with the reasons beside it. */
export function SubmitBar({ id, unanswered, privacyRefused, pending, hint }: SubmitBarProps) {
  const s = useMessages(registrationMessages);
  const reasons = [
    unanswered ? { id: `${id}-hint`, text: hint } : null,
    privacyRefused ? { id: `${id}-privacy`, text: s.privacyRefused } : null,
  ].filter((reason) => reason !== null);
  const disabled = reasons.length > 0;
  return (
    <div className="flex flex-col items-start gap-3">
      {reasons.map((reason) => (
        <p key={reason.id} id={reason.id} className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {reason.text}
        </p>
      ))}
      <button
        type="submit"
        disabled={disabled || pending}
        aria-describedby={disabled ? reasons.map((reason) => reason.id).join(' ') : undefined}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Send className="h-4 w-4" aria-hidden />
        {pending ? s.sending : s.submit}
      </button>
    </div>
  );
}
