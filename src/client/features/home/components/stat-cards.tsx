import { Building2, CalendarDays, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { homeMessages } from '#client/features/home/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

/**
 * The four stat cards. `teamCount` is the length of the teams list (SPEC §2: 0 if none); undefined while it loads.
 */
export function StatCards({ teamCount }: { teamCount: number | undefined }) {
  const t = useMessages(homeMessages);
  const cards: { label: string; value: ReactNode; icon: ReactNode }[] = [
    {
      label: t.activeTeams,
      value:
        teamCount === undefined ? (
          <span className="inline-block h-9 w-10 animate-pulse rounded bg-stone-200 align-middle">
            <span className="sr-only">{t.loading}</span>
          </span>
        ) : (
          teamCount
        ),
      icon: <Trophy className="h-6 w-6" aria-hidden />,
    },
    { label: t.years, value: t.yearsValue, icon: <CalendarDays className="h-6 w-6" aria-hidden /> },
    { label: t.players, value: t.playersValue, icon: <Users className="h-6 w-6" aria-hidden /> },
    { label: t.pavilion, value: t.pavilionValue, icon: <Building2 className="h-6 w-6" aria-hidden /> },
  ];
  return (
    <section aria-labelledby="home-stats-heading" className="mx-auto max-w-7xl px-4">
      <h2 id="home-stats-heading" className="sr-only">
        {t.statsHeading}
      </h2>
      <ul className="relative -mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((c) => (
          <li
            key={c.label}
            data-testid="stat-card"
            className="flex flex-col items-center rounded-xl border border-stone-200 bg-white p-5 text-center shadow-md"
          >
            <span className="mb-2 rounded-full bg-brand-50 p-2.5 text-brand-700">{c.icon}</span>
            <p className="text-3xl font-extrabold text-brand-800 sm:text-4xl">{c.value}</p>
            <p className="mt-1 text-sm font-medium text-stone-700">{c.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
