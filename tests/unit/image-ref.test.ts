import { describe, expect, it } from 'vitest';
import courtPlaceholder from '#client/assets/court-placeholder.svg';
import teamPlaceholder from '#client/assets/team-placeholder.svg';
import { teamCardImageSrc, teamImageSrc } from '#client/features/teams/team-image.ts';
import { aliasFileName, isAssetAlias, resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';

const bundled = { 'team-placeholder': '/assets/team-placeholder-abc.svg', 'logo.png': '/assets/logo-123.png' };
const fallback = '/assets/fallback.svg';

describe('asset alias mapping', () => {
  it('recognises both alias spellings', () => {
    expect(isAssetAlias('@assets/equip.jpg')).toBe(true);
    expect(isAssetAlias('@/assets/equip.jpg')).toBe(true);
    expect(isAssetAlias('/assets/equip.jpg')).toBe(false);
    expect(isAssetAlias('https://example.com/@assets/x.jpg')).toBe(false);
  });

  it('reads the bundled file name, lower-cased, without folders or query', () => {
    expect(aliasFileName('@assets/Equips/Senior.PNG')).toBe('senior.png');
    expect(aliasFileName('@/assets/logo.png?v=2')).toBe('logo.png');
  });

  it('maps an alias to the bundled image, by file name with or without extension', () => {
    expect(resolveImageRef('@assets/logo.png', bundled, fallback)).toBe('/assets/logo-123.png');
    expect(resolveImageRef('@/assets/team-placeholder.jpg', bundled, fallback)).toBe('/assets/team-placeholder-abc.svg');
  });

  it('maps an unknown alias or an empty reference to the placeholder', () => {
    expect(resolveImageRef('@assets/unknown.jpg', bundled, fallback)).toBe(fallback);
    expect(resolveImageRef('', bundled, fallback)).toBe(fallback);
    expect(resolveImageRef(null, bundled, fallback)).toBe(fallback);
  });

  it('uses any other value as given', () => {
    expect(resolveImageRef('/media/0123456789abcdef0123456789abcdef.jpg', bundled, fallback)).toBe(
      '/media/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(resolveImageRef('https://example.com/team.jpg', bundled, fallback)).toBe('https://example.com/team.jpg');
  });

  it('gives team images a bundled placeholder for unknown aliases', () => {
    expect(teamImageSrc('@assets/does-not-exist.png')).toBe(teamPlaceholder);
    expect(teamImageSrc('')).toBe(teamPlaceholder);
    expect(teamImageSrc('@/assets/court-placeholder.svg')).toBe(courtPlaceholder);
    expect(courtPlaceholder).not.toBe(teamPlaceholder);
    expect(teamImageSrc('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });

  it('uses the small variant of a stored image on cards', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(smallVariant(`/media/${id}.jpg`)).toBe(`/media/${id}-sm.jpg`);
    expect(smallVariant(`/media/${id}-sm.jpg`)).toBe(`/media/${id}-sm.jpg`);
    expect(smallVariant('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(teamCardImageSrc(`/media/${id}.jpg`)).toBe(`/media/${id}-sm.jpg`);
  });
});
