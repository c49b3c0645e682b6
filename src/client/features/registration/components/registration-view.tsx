import { CheckCircle2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { withTexts } from '#client/app/route-texts.ts';
import { useOpenSeason } from '#client/api/get-open-season.ts';
import {
  type RegistrationKind,
  RegistrationChoice,
  RegistrationsClosed,
} from '#client/features/registration/components/registration-choice.tsx';
import { pickFamily } from '#client/features/registration/family-fields.ts';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

const param = 'formulari';

/** While the open season loads (or when it could not be read): a quiet placeholder, or the error with a retry. */
function SeasonPending({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const s = useMessages(registrationMessages);
  if (!error) return <div className="mx-auto h-64 max-w-4xl animate-pulse rounded-2xl bg-stone-100" aria-hidden />;
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{s.loadError}</p>
      <button type="button" onClick={onRetry} className="mt-4 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {s.retry}
      </button>
    </div>
  );
}

// The two forms (with zod, react-hook-form and the identity and IBAN checks) are their own chunks, fetched when one is
// chosen or the address names it: the first screen, the choice, needs none of them (decision 203).
// In Spanish and French the forms' error texts and zod's messages come with them (decision 196).
const loadClub = withTexts(['forms', 'zod'], () => import('#client/features/registration/components/club-form.tsx'));
const loadSchool = withTexts(['forms', 'zod'], () => import('#client/features/registration/components/school-form.tsx'));
const ClubForm = lazy(async () => ({ default: (await loadClub()).ClubForm }));
const SchoolForm = lazy(async () => ({ default: (await loadSchool()).SchoolForm }));

/**
 * /inscriute: the choice, then the club or school form. The open form is kept in the URL (?formulari=club|escoles),
 * so the browser's back button returns to the choice too. Both follow the season open for registrations (issue 12
 * item 1): with none open, the page says registrations are closed and offers no form. After a registration, the
 * thanks offers the same form again for a sibling, started with the family's values (issue 14 item 5).
 */
export function RegistrationView() {
  const s = useMessages(registrationMessages);
  const openSeason = useOpenSeason();
  const season = openSeason.data?.label;
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const kind: RegistrationKind | null = value === 'club' || value === 'escoles' ? value : null;
  // The thanks panel belongs to the form it thanks for: another form (or the choice) shows fresh.
  const [thankedFor, setThankedFor] = useState<RegistrationKind | null>(null);
  const thanked = kind !== null && thankedFor === kind;
  // The family's part of the registration just sent, kept in memory only: for "Inscriure un germà o una germana".
  const [family, setFamily] = useState<{ kind: RegistrationKind; values: Record<string, unknown> } | null>(null);
  // The sibling's form is open: it starts with the family's values.
  const [sibling, setSibling] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const toTop = () => top.current?.scrollIntoView({ block: 'start' });
  const choose = (next: RegistrationKind | null) => {
    setThankedFor(null);
    setSibling(false);
    setParams(next ? { [param]: next } : {});
    toTop();
  };
  const done = (sent: Record<string, unknown>) => {
    if (kind) setFamily({ kind, values: pickFamily(kind, sent) });
    setSibling(false);
    setThankedFor(kind);
    toTop();
  };
  const again = (forSibling: boolean) => {
    setSibling(forSibling);
    setThankedFor(null);
    toTop();
  };
  const prefill = sibling && family?.kind === kind ? family.values : undefined;

  return (
    <div ref={top} className="scroll-mt-24">
      {openSeason.data === null ? (
        <RegistrationsClosed />
      ) : kind === null ? (
        openSeason.isError ? (
          <SeasonPending error onRetry={() => void openSeason.refetch()} />
        ) : (
          <RegistrationChoice season={season} onChoose={choose} />
        )
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
              <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
                <button
                  type="button"
                  onClick={() => again(true)}
                  className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  <UserPlus className="h-4 w-4" aria-hidden />
                  {s.sibling}
                </button>
                <button
                  type="button"
                  onClick={() => again(false)}
                  className="rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {s.another}
                </button>
              </div>
              <p className="mt-6 text-sm text-stone-700">
                {s.familyPageIntro}{' '}
                <Link href={paths.family} className="font-semibold text-brand-800 underline hover:text-brand-900">
                  {s.familyPageLink}
                </Link>
              </p>
            </div>
          ) : season === undefined ? (
            <SeasonPending error={openSeason.isError} onRetry={() => void openSeason.refetch()} />
          ) : (
            <Suspense fallback={<SeasonPending error={false} onRetry={() => undefined} />}>
              {kind === 'club' ? (
                <ClubForm season={season} onDone={done} prefill={prefill} />
              ) : (
                <SchoolForm season={season} onDone={done} prefill={prefill} />
              )}
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
