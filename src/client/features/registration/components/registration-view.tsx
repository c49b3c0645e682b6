import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { ClubForm } from '#client/features/registration/components/club-form.tsx';
import { type RegistrationKind, RegistrationChoice } from '#client/features/registration/components/registration-choice.tsx';
import { SchoolForm } from '#client/features/registration/components/school-form.tsx';
import { registrationStrings as s } from '#client/features/registration/strings.ts';

const param = 'formulari';

/**
 * /inscriute: the choice, then the club or school form. The open form is kept in the URL (?formulari=club|escoles),
 * so the browser's back button returns to the choice too.
 */
export function RegistrationView() {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const kind: RegistrationKind | null = value === 'club' || value === 'escoles' ? value : null;
  // The thanks panel belongs to the form it thanks for: another form (or the choice) shows fresh.
  const [thankedFor, setThankedFor] = useState<RegistrationKind | null>(null);
  const thanked = kind !== null && thankedFor === kind;
  const top = useRef<HTMLDivElement>(null);

  const choose = (next: RegistrationKind | null) => {
    setThankedFor(null);
    setParams(next ? { [param]: next } : {});
    top.current?.scrollIntoView({ block: 'start' });
  };
  const done = () => {
    setThankedFor(kind);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="scroll-mt-24">
      {kind === null ? (
        <RegistrationChoice onChoose={choose} />
      ) : (
        <div className="mx-auto max-w-3xl">
          <button
            type="button"
            onClick={() => choose(null)}
            className="mb-6 rounded-md px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {s.back}
          </button>
          {thanked ? (
            <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
              <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
              <h2 className="mt-4 text-2xl font-bold text-stone-900">{s.thanksHeading}</h2>
              <p className="mt-2 text-stone-700">{s.successText}</p>
              <button
                type="button"
                onClick={() => setThankedFor(null)}
                className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {s.another}
              </button>
            </div>
          ) : kind === 'club' ? (
            <ClubForm onDone={done} />
          ) : (
            <SchoolForm onDone={done} />
          )}
        </div>
      )}
    </div>
  );
}
