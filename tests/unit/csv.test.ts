import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, toCsv } from '#server/features/back-office/csv.ts';

describe('CSV for the back office', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv([{ header: 'Nom', value: (r: { a: string }) => r.a }, { header: 'Sí?', value: () => true }], [{ a: 'Pau' }, { a: 'Laia' }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFNom;Sí?\r\nPau;Sí\r\nLaia;Sí\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diu "hola"')).toBe('"diu ""hola"""');
    expect(csvCell('línia 1\nlínia 2')).toBe('"línia 1\nlínia 2"');
    expect(csvCell(' espai')).toBe('" espai"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('No');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+34 600 000 000')).toBe("'+34 600 000 000");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
  });

  it('writes times in the club’s time zone', () => {
    expect(csvDateTime('2026-07-06T08:30:00Z')).toBe('2026-07-06 10:30:00');
    expect(csvDateTime('2026-01-06T08:30:00Z')).toBe('2026-01-06 09:30:00');
  });
});
