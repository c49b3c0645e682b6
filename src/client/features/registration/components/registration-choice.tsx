import { GraduationCap, Trophy } from 'lucide-react';
import { registrationStrings as s } from '#client/features/registration/strings.ts';

export type RegistrationKind = 'club' | 'escoles';

/** The choice screen: the club (season 2025/2026) or the basketball schools. */
export function RegistrationChoice({ onChoose }: { onChoose: (kind: RegistrationKind) => void }) {
  const options = [
    { kind: 'club' as const, title: s.choice.club, badge: s.choice.clubSeason, text: s.choice.clubText, Icon: Trophy },
    { kind: 'escoles' as const, title: s.choice.school, badge: null, text: s.choice.schoolText, Icon: GraduationCap },
  ];
  return (
    <section aria-labelledby="inscripcio-tria" className="mx-auto max-w-4xl">
      <h2 id="inscripcio-tria" className="sr-only">
        {s.choice.heading}
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
              <span className="mt-auto font-semibold text-brand-800 group-hover:underline">{s.choice.open} →</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
