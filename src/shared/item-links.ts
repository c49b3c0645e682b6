/**
 * Links to one team, campus or product (issue 13 item 4, decision 174): `/equips/12-cb-llivia-senior-masculi`.
 * The id decides; the words after it are for people and previews, so a renamed item's old links still open it
 * (the server sends them on to the current address).
 */
export const itemPages = { team: '/equips', campus: '/campus', product: '/botiga' } as const;
export type ItemKind = keyof typeof itemPages;

/** "CB Llívia Sènior Masculí" → "cb-llivia-senior-masculi": lower case, no accents, words joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replaceAll('l·l', 'll')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The item's own path, e.g. `/campus/3-campus-d-estiu`. */
export function itemPath(kind: ItemKind, item: { id: number; name: string }): string {
  const words = slugify(item.name);
  return `${itemPages[kind]}/${item.id}${words ? `-${words}` : ''}`;
}

/** The id at the start of a path segment ("12-cb-llivia" → 12), or undefined when there is none. */
export function idFromSlug(segment: string): number | undefined {
  const match = /^(\d{1,10})(?:-[a-z0-9-]*)?$/.exec(segment);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The list page an item's address belongs to ("/equips/12-x" → "/equips"), or undefined for any other path. */
export function itemListOf(pathname: string): string | undefined {
  const match = /^(\/[a-z]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match || idFromSlug(match[2]!) === undefined) return undefined;
  return Object.values(itemPages).find((p) => p === match[1]);
}
