import type { Photo } from '#shared/schemas/photo.ts';

/** The filter value meaning "every category". */
export const ALL_CATEGORIES = 'totes';

export function filterPhotos(photos: readonly Photo[], category: string): Photo[] {
  return category === ALL_CATEGORIES ? [...photos] : photos.filter((p) => p.category === category);
}

/** A photo's category as visitors read it: its label in the page's language, or the value itself if unknown. */
export function categoryLabel(labels: Readonly<Record<string, string>>, category: string): string {
  return Object.hasOwn(labels, category) ? (labels[category] ?? category) : category;
}

/** The longest side of a grid variant (the server's image pipeline makes it at most this size). */
export const THUMBNAIL_SIDE = 480;

/**
 * The size of the grid variant, from the large image's size: scaled to fit a THUMBNAIL_SIDE square, never enlarged.
 * Unknown sizes get a 3:2 box.
 */
export function thumbnailSize(width: number | null, height: number | null, side = THUMBNAIL_SIDE): { width: number; height: number } {
  if (!width || !height || width <= 0 || height <= 0) return { width: side, height: Math.round((side * 2) / 3) };
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The image the grid shows: the small variant when there is one. */
export function gridImageUrl(photo: Pick<Photo, 'thumbnailUrl' | 'imageUrl'>): string {
  return photo.thumbnailUrl ?? photo.imageUrl;
}

/** SPEC §2: the downloaded file is named by the photo title with .jpg (characters no file system accepts removed). */
export function downloadFileName(title: string): string {
  const printable = [...title].map((ch) => ((ch.codePointAt(0) ?? 0) < 32 ? ' ' : ch)).join('');
  const clean = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${clean || 'foto'}.jpg`;
}

/** The next index, going round at both ends. */
export function stepIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
