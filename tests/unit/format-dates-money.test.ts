import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, todayInMadrid } from '#shared/dates.ts';
import { centsToString, formatEuros, formatPrice, toCents } from '#shared/money.ts';

// Intl uses non-breaking spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate (Catalan)', () => {
  it('writes a calendar date in full Catalan', () => {
    expect(formatDate('2026-03-15')).toBe('15 de març de 2026');
  });

  it("uses the elided d' before months starting with a vowel", () => {
    expect(formatDate('2026-04-01')).toBe("1 d’abril de 2026");
    expect(formatDate('2025-10-12')).toBe("12 d’octubre de 2025");
  });

  it('does not shift a calendar date by the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('1 de gener de 2026');
    expect(formatDate('2025-12-31')).toBe('31 de desembre de 2025');
  });

  it('writes a moment with its date and time in Madrid', () => {
    expect(formatDateTime('2026-03-15T17:30:00Z')).toBe('15 de març de 2026, a les 18:30');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('1 de juliol de 2026, a les 10:05');
  });

  it('gives back text that is not a date as it is', () => {
    expect(formatDate('aviat')).toBe('aviat');
  });
});

describe('todayInMadrid (one shared formatter)', () => {
  it("gives the club's day, not UTC's, in winter and in summer, call after call", () => {
    for (let i = 0; i < 3; i++) {
      expect(todayInMadrid(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
      expect(todayInMadrid(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-23');
      expect(todayInMadrid(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
      expect(todayInMadrid(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
    }
  });

  it('turns at Madrid midnight to the millisecond, however the calls before it were kept (decision 207)', () => {
    // Winter (UTC+1) and summer (UTC+2): the last millisecond of a day, then the first of the next, asked in turn.
    for (const [last, first, before, after] of [
      ['2026-11-23T22:59:59.999Z', '2026-11-23T23:00:00.000Z', '2026-11-23', '2026-11-24'],
      ['2026-07-01T21:59:59.999Z', '2026-07-01T22:00:00.000Z', '2026-07-01', '2026-07-02'],
    ] as const) {
      expect(todayInMadrid(new Date(last))).toBe(before);
      expect(todayInMadrid(new Date(last))).toBe(before);
      expect(todayInMadrid(new Date(first))).toBe(after);
      expect(todayInMadrid(new Date(last))).toBe(before);
      expect(todayInMadrid(new Date('2026-11-23T22:59:00.000Z'))).toBe('2026-11-23');
    }
  });

  it('builds no formatter per call (each holds ICU memory outside V8, decision 186)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 100; i++) todayInMadrid();
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('money', () => {
  it('shows euros with 2 decimals in Catalan format', () => {
    expect(plain(formatEuros(1250))).toBe('12,50 €');
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(plain(formatPrice('35'))).toBe('35,00 €');
    expect(plain(formatPrice('1234.5'))).toBe('1.234,50 €');
  });

  it('keeps money as integer cents in code and a 2-decimal string on the wire', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('39.90')).toBe(3990);
    expect(toCents(29.95)).toBe(2995);
    expect(toCents('abc')).toBeNaN();
    expect(centsToString(1250)).toBe('12.50');
    expect(centsToString(5)).toBe('0.05');
  });
});
