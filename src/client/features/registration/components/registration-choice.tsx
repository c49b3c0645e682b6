import { GraduationCap, Lock, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { registrationMessages } from '#client/features/registration/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

export type RegistrationKind = 'club' | 'escoles';

/** When no season is open for registrations (GET /api/seasons/open answered null): no form is offered. */
export function RegistrationsClosed() {
  const s = useMessages(registrationMessages);
  return (
    <section aria-labelledby="inscripcions-tancades" className="mx-auto max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center">
      <Lock className="mx-auto h-10 w-10 text-amber-800" aria-hidden />
      <h2 id="inscripcions-tancades" className="mt-4 text-2xl font-bold text-stone-900">
        {s.closedTitle}
      </h2>
      <p className="mt-2 text-stone-700">{s.closedText}</p>
      <Link href={paths.contact} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {s.contact}
      </Link>
    </section>
  );
}

/**
 * The choice screen: the club (with the season open for registrations, SPEC's 'Inscriu-te al Club' (season
 * 2025/2026)) or the basketball schools. `season` is the open season's label, undefined while it loads.
 */
export function RegistrationChoice({ season, onChoose }: { season: string | undefined; onChoose: (kind: RegistrationKind) => void }) {
  const s = useMessages(registrationMessages);
  const badge = season ? s.choiceSeason({ season }) : null;
  const options = [
    { kind: 'club' as const, title: s.choiceClub, badge, text: s.choiceClubText, Icon: Trophy },
    { kind: 'escoles' as const, title: s.choiceSchool, badge, text: s.choiceSchoolText, Icon: GraduationCap },
  ];
  return (
    <section aria-labelledby="inscripcio-tria" className="mx-auto max-w-4xl">
      <h2 id="inscripcio-tria" className="sr-only">
        {s.choiceHeading}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {options.map(({ kind, title, badge, text, Icon }) => (
          <li key={kind}>
            <button
              type="button"
              onClick={() => onChoose(kind)}
              className="group flex h-full w-full flex-col items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="rounded-full bg-brand-50 p-3 text-brand-700 ring-1 ring-brand-100">
                <Icon className="h-7 w-7" aria-hidden />
              </span>
              <span className="text-2xl font-bold text-stone-900">{title}</span>
              {badge ? (
                <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{badge}</span>
              ) : null}
              <span className="text-stone-700">{text}</span>
              <span className="mt-auto font-semibold text-brand-800 group-hover:underline">{s.choiceOpen} →</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
