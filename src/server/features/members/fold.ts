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
