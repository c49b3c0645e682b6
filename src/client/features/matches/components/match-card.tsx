import { CalendarDays, Clock, type LucideIcon, MapPin } from 'lucide-react';
import { formatMatchTime, hasScore, statusBadgeClass, statusLabel } from '#client/features/matches/match-display.ts';
import { matchesMessages } from '#client/features/matches/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import type { Match } from '#shared/schemas/match.ts';

/** When or where: an icon whose name only screen readers hear, then the value. */
function MatchFact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon className="h-4 w-4 text-brand-700" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A match. `later`: a card below a list's first rows gets `content-visibility: auto` (decision 200), so the browser
 * styles and lays it out only once it nears the screen — a season shows a few dozen cards, and their style and
 * layout were most of /partits' first render — keeping its room at about its height (its content: 185 px on a phone,
 * 125 px wider, more for team names on two lines; then the height it last had). The first rows render at once: a
 * card at the screen's edge would otherwise be laid out again in the next frame, a small layout shift.
 */
export function MatchCard({ match, later = false }: { match: Match; later?: boolean }) {
  const t = useMessages(matchesMessages);
  const scored = hasScore(match);
  return (
    <article
      aria-label={`${match.homeTeam} – ${match.awayTeam}`}
      className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${
        later ? '[contain-intrinsic-size:auto_185px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_125px]' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">{match.category}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(match.status)}`}>
          {statusLabel(match.status)}
        </span>
      </div>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="font-semibold text-stone-900">{match.homeTeam}</p>
        {scored ? (
          <p className="whitespace-nowrap rounded-lg bg-stone-900 px-3 py-1.5 text-xl font-extrabold tabular-nums text-white">
            {t.score({ home: match.homeScore, away: match.awayScore })}
          </p>
        ) : (
          <p className="px-3 py-1.5 text-lg font-bold text-stone-600">{t.vs}</p>
        )}
        <p className="font-semibold text-stone-900">{match.awayTeam}</p>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 border-t border-stone-100 pt-3 text-sm text-stone-700">
        <MatchFact icon={CalendarDays} label={t.date} value={formatDate(match.matchDate, pageLocale)} />
        <MatchFact icon={Clock} label={t.time} value={formatMatchTime(match.matchTime)} />
        <MatchFact icon={MapPin} label={t.venue} value={match.venue} />
      </dl>
    </article>
  );
}
