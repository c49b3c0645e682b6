import { Send } from 'lucide-react';
import { registrationStrings } from '#client/features/registration/strings.ts';

/** The submit button, disabled until every consent is answered, with SPEC's hint saying why. */
export function SubmitBar({ id, disabled, pending, hint }: { id: string; disabled: boolean; pending: boolean; hint: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      {disabled ? (
        <p id={`${id}-hint`} className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {hint}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={disabled || pending}
        aria-describedby={disabled ? `${id}-hint` : undefined}
        className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Send className="h-4 w-4" aria-hidden />
        {pending ? registrationStrings.sending : registrationStrings.submit}
      </button>
    </div>
  );
}
