/**
 * The public lists' page sizes and cursors, without zod (decision 200): the public pages import these, and the
 * schemas that check the same `limit` and `before` on the server re-export them. A page importing a schema module
 * for one of these would load zod (25 KB gzip) on its first load.
 */
import type { Album } from '#shared/schemas/album.ts';
import type { Match } from '#shared/schemas/match.ts';
import type { Photo } from '#shared/schemas/photo.ts';

export const matchPageSize = { default: 12, max: 50 } as const;

/** "2026-11-21_17:30_42": the cursor of a match, for `before`. */
export function matchCursor(m: Pick<Match, 'matchDate' | 'matchTime' | 'id'>): string {
  return `${m.matchDate}_${m.matchTime}_${m.id}`;
}

export const photoPageSize = { default: 24, max: 48 } as const;

/** "2026-05-01T10:00:00.000Z_42": the cursor of a photo, for `before`. */
export const photoCursor = (p: Pick<Photo, 'uploadDate' | 'id'>): string => `${p.uploadDate}_${p.id}`;

export const albumPageSize = { default: 12, max: 48 } as const;

/** "2026-05-01_7": the cursor of an album, for `before`. */
export const albumCursor = (a: Pick<Album, 'albumDate' | 'id'>): string => `${a.albumDate}_${a.id}`;
