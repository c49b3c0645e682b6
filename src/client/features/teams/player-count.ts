/**
 * SPEC §2: the count word is "jugador" for one, "jugadors" otherwise, and "jugadores" when the division contains
 * "Femení" and the count is not 1.
 */
export function playerWord(count: number, division: string): string {
  if (count === 1) return 'jugador';
  return division.includes('Femení') ? 'jugadores' : 'jugadors';
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
  const word = playerWord(2, division);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
