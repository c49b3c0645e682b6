/**
 * How names and e-mails are compared when a campus sign-up is checked against the member list: case, accents,
 * punctuation (Col·lell = Col.lell = Collell, Puig-Soler = Puig Soler) and extra spaces do not count.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[·•.'’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key one child is known by: folded "name surname" (how the two are split does not matter). */
export const personKey = (name: string, surname: string) => foldName(`${name} ${surname}`);

export const foldEmail = (email: string) => email.trim().toLowerCase();

/**
 * The key one child holds a place by (decision 178): folded "name surname" and the exact birth date, e.g.
 * "jose perez|2015-03-15" for "  José  Pérez" born 2015-03-15. Campus sign-ups, club and school registrations (and
 * the waiting list to come) store it beside the row, under a unique index per campus or season. The migration
 * 0013_no-duplicate-children folds older rows the same way in SQL: change both together.
 */
export const childKey = (name: string, surname: string, birthDate: string) => `${personKey(name, surname)}|${birthDate}`;

