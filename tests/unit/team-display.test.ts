import { describe, expect, it } from 'vitest';
import { categoryBadgeClass, categoryTone } from '#client/features/teams/category-colors.ts';
import { parsePlayers, playerCountLabel, playersHeading, playerWord } from '#client/features/teams/player-count.ts';

describe('player count word', () => {
  it('is "jugador" for one player, whatever the division', () => {
    expect(playerCountLabel(1, 'Sènior Masculí')).toBe('1 jugador');
    expect(playerCountLabel(1, 'Primera Catalana Femení')).toBe('1 jugador');
  });

  it('is "jugadors" for any other count', () => {
    expect(playerCountLabel(0, 'Club')).toBe('0 jugadors');
    expect(playerCountLabel(12, 'Júnior Masculí Nivell A')).toBe('12 jugadors');
    expect(playerCountLabel(4, '3x3 Mixt')).toBe('4 jugadors');
  });

  it('is "jugadores" when the division contains "Femení" and the count is not 1', () => {
    expect(playerCountLabel(11, 'Primera Catalana Femení')).toBe('11 jugadores');
    expect(playerCountLabel(0, 'Cadet Femení')).toBe('0 jugadores');
    expect(playerWord(2, 'Femení')).toBe('jugadores');
  });

  it('looks for "Femení" exactly as written', () => {
    expect(playerWord(5, 'femenina')).toBe('jugadors');
  });
});

describe('players list', () => {
  it('is headed "Jugadores" for a women\'s division and "Jugadors" otherwise', () => {
    expect(playersHeading('Cadet Femení')).toBe('Jugadores');
    expect(playersHeading('Cadet Masculí')).toBe('Jugadors');
  });

  it('takes one player per line and skips blank lines', () => {
    expect(parsePlayers('Pau Puig\n\n  Marc Soler  \r\nJan Vila\n   \n')).toEqual(['Pau Puig', 'Marc Soler', 'Jan Vila']);
  });

  it('is empty for an empty roster', () => {
    expect(parsePlayers('')).toEqual([]);
    expect(parsePlayers('\n \n')).toEqual([]);
  });
});

describe('category colours', () => {
  it('gives each SPEC category its own colour', () => {
    const categories = ['SÈNIOR', 'JÚNIOR', 'CADET', 'INFANTIL', 'MINI', '3x3'];
    const tones = categories.map(categoryTone);
    expect(tones).toEqual(['senior', 'junior', 'cadet', 'infantil', 'mini', '3x3']);
    const classes = new Set(categories.map(categoryBadgeClass));
    expect(classes.size).toBe(categories.length);
    expect(classes).not.toContain(categoryBadgeClass('General'));
  });

  it('ignores case and accents in the category text', () => {
    expect(categoryTone('Sènior')).toBe('senior');
    expect(categoryTone('JUNIOR')).toBe('junior');
    expect(categoryTone(' 3X3 ')).toBe('3x3');
  });

  it('falls back to the default colour for anything else', () => {
    expect(categoryTone('General')).toBe('default');
    expect(categoryTone('')).toBe('default');
    expect(categoryBadgeClass('Veterans')).toContain('bg-stone-100');
  });

  it('uses dark text on a light background (readable contrast)', () => {
    for (const c of ['SÈNIOR', 'JÚNIOR', 'CADET', 'INFANTIL', 'MINI', '3x3', 'General']) {
      expect(categoryBadgeClass(c)).toMatch(/bg-\w+-100 text-\w+-(800|900)/);
    }
  });
});
