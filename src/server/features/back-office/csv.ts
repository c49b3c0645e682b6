/**
 * CSV for the back office's exports: UTF-8 with a BOM and `;` as separator (what Excel expects in a Catalan or
 * Spanish locale), CRLF line ends, one header row. Fields are quoted when needed, and a value that a spreadsheet
 * would read as a formula (= + - @ tab CR) gets a leading apostrophe (OWASP "CSV injection").
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined | Date };

const bom = '\uFEFF';
const separator = ';';

const madridTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "2026-11-22 05:04:11" in the club's time zone (readable, and sortable as text). */
export function csvDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : madridTime.format(d);
}

export function csvCell(value: string | number | boolean | null | undefined | Date): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'boolean') text = value ? 'Sí' : 'No';
  else if (value instanceof Date) text = csvDateTime(value);
  else text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text) || text !== text.trim()) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(separator)];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(separator));
  return `${bom}${lines.join('\r\n')}\r\n`;
}

export const csvContentType = 'text/csv; charset=utf-8';

/** `attachment; filename="inscripcions-club-2026-11-22.csv"` */
export function csvDisposition(baseName: string, today: string): string {
  return `attachment; filename="${baseName}-${today}.csv"`;
}
