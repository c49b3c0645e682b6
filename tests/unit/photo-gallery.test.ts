import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  downloadFileName,
  filterPhotos,
  gridImageUrl,
  stepIndex,
  thumbnailSize,
} from '#client/features/photos/photo-gallery.ts';
import { photoCategories, photoCategoryLabels } from '#shared/photo-categories.ts';
import type { Photo } from '#shared/schemas/photo.ts';

const photo = (id: number, category: string, extra: Partial<Photo> = {}): Photo => ({
  id,
  title: `Foto ${id}`,
  description: null,
  imageUrl: `/media/${id}.jpg`,
  thumbnailUrl: `/media/${id}-sm.jpg`,
  width: 1200,
  height: 800,
  category,
  uploadDate: '2026-03-15T10:00:00.000Z',
  fileName: `${id}.jpg`,
  albumId: null,
  ...extra,
});

describe('photo gallery', () => {
  it('computes the grid variant size from the large image, keeping its aspect', () => {
    expect(thumbnailSize(1200, 800)).toEqual({ width: 480, height: 320 });
    expect(thumbnailSize(800, 1200)).toEqual({ width: 320, height: 480 });
    expect(thumbnailSize(300, 200)).toEqual({ width: 300, height: 200 });
    expect(thumbnailSize(null, null)).toEqual({ width: 480, height: 320 });
  });

  it('shows the thumbnail when there is one, else the large image', () => {
    expect(gridImageUrl(photo(1, 'partits'))).toBe('/media/1-sm.jpg');
    expect(gridImageUrl(photo(2, 'partits', { thumbnailUrl: null }))).toBe('/media/2.jpg');
  });

  it('filters by category, or shows all', () => {
    const list = [photo(1, 'partits'), photo(2, 'campus'), photo(3, 'partits')];
    expect(filterPhotos(list, ALL_CATEGORIES)).toHaveLength(3);
    expect(filterPhotos(list, 'partits').map((p) => p.id)).toEqual([1, 3]);
    expect(filterPhotos(list, 'equips')).toEqual([]);
  });

  it('labels every category in Catalan, in the order SPEC gives', () => {
    expect(photoCategories.map((c) => photoCategoryLabels[c])).toEqual([
      'Partits',
      'Entrenaments',
      'Campus',
      'Celebracions',
      'Equips',
      'Altres',
    ]);
  });

  it('names the download by the photo title with .jpg', () => {
    expect(downloadFileName('Victòria contra el Puigcerdà')).toBe('Victòria contra el Puigcerdà.jpg');
    expect(downloadFileName('Campus d’estiu: excursió')).toBe('Campus d’estiu excursió.jpg');
    expect(downloadFileName('a/b\\c')).toBe('a b c.jpg');
    expect(downloadFileName('   ')).toBe('foto.jpg');
  });

  it('moves between photos and goes round at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
