import { matchStatusMessages } from '#client/features/matches/strings.ts';
import type { Match } from '#shared/schemas/match.ts';

/** SPEC §4: the score is shown only when the match is completed and both scores are set. */
export function hasScore(match: Pick<Match, 'status' | 'homeScore' | 'awayScore'>): match is Match & {
  homeScore: number;
  awayScore: number;
} {
  return match.status === 'completed' && match.homeScore !== null && match.awayScore !== null;
}

/** The status as visitors read it, in the page's language; an unknown status reads as scheduled. */
export function statusLabel(status: string): string {
  const labels = matchStatusMessages.get();
  return Object.hasOwn(labels, status) ? labels[status as keyof typeof labels] : labels.scheduled;
}

/** "17:30:00" → "17:30"; other text as given. */
export function formatMatchTime(time: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : time;
}

const statusBadge: Record<string, string> = {
  completed: 'bg-stone-800 text-white',
  live: 'bg-red-700 text-white',
  scheduled: 'bg-emerald-100 text-emerald-900',
};

export function statusBadgeClass(status: string): string {
  return statusBadge[status] ?? statusBadge.scheduled!;
}
