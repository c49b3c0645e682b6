import { type ClubMemberValues, clubMemberInputSchema, clubMemberMessages as m } from '#shared/schemas/club-members.ts';
import { foldName } from '#server/features/members/fold.ts';
import { parseCoded } from '#server/validation.ts';
import type { AppError } from '#shared/errors.ts';

/**
 * Reads a member list as the club has it: a .csv saved by a spreadsheet or lines pasted from one. One member a line:
 * name, surname, optional birth date, optional e-mail. The separator is whichever of `;`, `,` or a tab the first line
 * uses most; cells may be quoted ("Vila, Pau"). An optional header row (nom, cognoms, data de naixement, correu, in
 * any order, other columns ignored) is recognised by its names. Blank lines are skipped.
 */

type Column = 'name' | 'surname' | 'birthDate' | 'email';
const positional: Column[] = ['name', 'surname', 'birthDate', 'email'];
const maxErrorLines = 20;

/** `errors`: one per bad line ("Línia 3 (correu «x»): …"), as many as shown. */
export type ParsedMemberList = { members: ClubMemberValues[]; errors: AppError[] };

function splitLine(line: string, separator: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells.map((c) => c.trim());
}

function detectSeparator(line: string): string {
  const counts = [';', ',', '\t'].map((sep) => ({ sep, n: line.split(sep).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.sep : ';';
}

/** A header cell's column, if it names one ("Cognoms" before "Nom": "cognoms" contains "nom"). */
function headerColumn(cell: string): Column | undefined {
  const h = foldName(cell);
  if (/cognom|apellid|surname|last name|family name|nom de famille/.test(h)) return 'surname';
  if (/naix|naci|birth/.test(h) || /^(data|fecha|date)$/.test(h)) return 'birthDate';
  if (/correu|mail/.test(h)) return 'email';
  if (/^(nom|name|nombre|prenom|first name)\b/.test(h)) return 'name';
  return undefined;
}

export function parseMemberList(text: string): ParsedMemberList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstIndex = lines.findIndex((l) => l.trim() !== '');
  const members: ClubMemberValues[] = [];
  const errors: AppError[] = [];
  let errorLines = 0;
  if (firstIndex < 0) return { members, errors };
  const separator = detectSeparator(lines[firstIndex]!);

  let columns: (Column | undefined)[] = positional;
  let start = firstIndex;
  const first = splitLine(lines[firstIndex]!, separator);
  const named = first?.map(headerColumn);
  if (named?.includes('name') && named.includes('surname')) {
    columns = named;
    start = firstIndex + 1;
  }

  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const lineNo = i + 1;
    const fail = (problem: AppError, field?: string, value?: string) => {
      errorLines++;
      if (errors.length < maxErrorLines) errors.push(m.csvLine(lineNo, problem, field, value));
    };
    const cells = splitLine(line, separator);
    if (!cells) {
      fail(m.unclosedQuote);
      continue;
    }
    if (columns === positional && cells.slice(positional.length).some((c) => c !== '')) {
      fail(m.tooManyColumns);
      continue;
    }
    const values: Record<Column, string> = { name: '', surname: '', birthDate: '', email: '' };
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) values[column] = cell;
    });
    const parsed = parseCoded(clubMemberInputSchema, values);
    if (!parsed.success) {
      const problem = parsed.problems[0]!;
      const field = String(problem.path[0] ?? '');
      fail(problem.error, m.csvFields[field], values[field as Column] || undefined);
      continue;
    }
    members.push(parsed.data);
  }
  if (errorLines > errors.length) errors.push(m.csvTooManyErrors(errorLines - errors.length));
  return { members, errors };
}
