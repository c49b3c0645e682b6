import courtPlaceholder from '#client/assets/court-placeholder.svg';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';

/** Images bundled with the site, by the file name an "@assets/…" reference uses. */
const bundled: Record<string, string> = {
  'team-placeholder': teamPlaceholder,
  'court-placeholder': courtPlaceholder,
  equip: teamPlaceholder,
  pavello: courtPlaceholder,
};

/** The full-size image of a team (the dialog). */
export function teamImageSrc(ref: string): string {
  return resolveImageRef(ref, bundled, teamPlaceholder);
}

/** The image for a card: the grid-sized variant of a stored image. */
export function teamCardImageSrc(ref: string): string {
  return smallVariant(teamImageSrc(ref));
}
