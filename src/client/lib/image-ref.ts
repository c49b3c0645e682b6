/**
 * Image references as stored by the club: an assets alias ("@assets/…" or "@/assets/…") names an image bundled
 * with the site; anything else (a /media/… path, an https URL) is used as given. SPEC §2 (teams).
 */
const assetAlias = /^@\/?assets\/(.+)$/;

export function isAssetAlias(ref: string): boolean {
  return assetAlias.test(ref.trim());
}

/** The bundled file name an alias points at, lower-cased, without folders: "@assets/Equips/Senior.PNG" → "senior.png". */
export function aliasFileName(ref: string): string | undefined {
  const match = assetAlias.exec(ref.trim());
  if (!match) return undefined;
  const name = match[1]!.split(/[?#]/)[0]!.split('/').pop();
  return name ? name.toLowerCase() : undefined;
}

/**
 * Maps an image reference to a URL the browser can load. `bundled` maps file names (with or without extension)
 * to bundled URLs; an unknown alias or an empty reference gets `fallback`.
 */
export function resolveImageRef(ref: string | null | undefined, bundled: Readonly<Record<string, string>>, fallback: string): string {
  const value = (ref ?? '').trim();
  if (!value) return fallback;
  if (!isAssetAlias(value)) return value;
  const name = aliasFileName(value);
  if (!name) return fallback;
  const stem = name.replace(/\.[a-z0-9]+$/, '');
  return bundled[name] ?? bundled[stem] ?? fallback;
}

/** The grid-sized variant of a stored image: "/media/<id>.jpg" → "/media/<id>-sm.jpg"; other URLs unchanged. */
export function smallVariant(url: string): string {
  return url.replace(/^(\/media\/[a-f0-9]{32})\.jpg$/, '$1-sm.jpg');
}
