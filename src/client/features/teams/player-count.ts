import { teamsMessages } from '#client/features/teams/strings.ts';

/** A women's team: its division (the club's own Catalan text) says "Femení". */
const isWomen = (division: string) => division.includes('Femení');

/**
 * SPEC §2: the count word is "jugador" for one, "jugadors" otherwise, and "jugadores" when the division contains
 * "Femení" and the count is not 1 (in the page's language).
 */
export function playerWord(count: number, division: string): string {
  const t = teamsMessages.get();
  return isWomen(division) ? t.playerWordWomen(count) : t.playerWord(count);
}

export function playerCountLabel(count: number, division: string): string {
  return `${count} ${playerWord(count, division)}`;
}

/** The roster text holds one player per line; blank lines are skipped. */
export function parsePlayers(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The heading over the roster: "Jugadors", or "Jugadores" for a women's division. */
export function playersHeading(division: string): string {
  const t = teamsMessages.get();
  return isWomen(division) ? t.playersHeadingWomen : t.playersHeading;
}
