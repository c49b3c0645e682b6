/**
 * Phone numbers of the families: Spanish (9 digits starting 6, 7, 8 or 9; optional +34 / 0034) or French
 * (0 + 9 digits, or +33 / 0033 + 9 digits). Spaces, dots, hyphens and brackets are allowed between digits.
 */
const spanish = /^(?:\+34|0034)?[6-9]\d{8}$/;
const french = /^(?:(?:\+33|0033)|0)[1-9]\d{8}$/;

export function compactPhone(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

export function isValidPhone(value: string): boolean {
  const v = compactPhone(value.trim());
  return spanish.test(v) || french.test(v);
}

export const phoneMessage = 'Telèfon invàlid: 9 xifres (espanyol) o 10 xifres començant per 0 (francès); pots posar-hi espais.';
