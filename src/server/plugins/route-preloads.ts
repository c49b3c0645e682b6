import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseLocale, type Locale } from '#shared/locales.ts';
import { pageMeta } from '#shared/routes.ts';

/**
 * Each page route's lazy module (paths relative to the Vite root src/client, the manifest's keys), from the route
 * table (#shared/routes.ts), as `src/client/app/router.tsx` loads it.
 */
export const routeModules: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(pageMeta).map(([route, page]) => [route, `app/routes/${page.module}.tsx`]),
);
export const notFoundModule = 'app/routes/not-found.tsx';

/**
 * The translations a page loads with its code in Spanish and French (folders of app/i18n/<locale>/), from the route
 * table, as the router hands them to `withTexts` (src/client/app/route-texts.ts).
 */
export const routeTexts: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(pageMeta).flatMap(([route, page]) => (page.texts ? [[route, page.texts]] : [])),
);

/** The manifest's keys of a page's translations loaded with its code in `locale` (none for a page without them). */
export function routeTextModules(manifest: Manifest | undefined, route: string, locale: string): string[] {
  const folders = routeTexts[route];
  if (!manifest || !folders) return [];
  return Object.keys(manifest).filter((key) => folders.some((folder) => key.startsWith(`app/i18n/${locale}/${folder}/`)));
}

/**
 * The manifest keys of the modules a page's shell preloads (`route` undefined: the 404 page): the page's route
 * module and, on a Spanish or French page, its language's first chunk, which main.tsx loads before the first render,
 * and the page's own translations (`routeTexts`). scripts/check-size.mjs counts the same modules in each page's
 * first load.
 */
export function shellModules(manifest: Manifest | undefined, route: string | undefined, locale: Locale | 'en'): string[] {
  const module = route === undefined ? notFoundModule : routeModules[route];
  if (!module) return [];
  if (locale === baseLocale || locale === 'en' || route === undefined) return [module];
  return [module, `app/i18n/${locale}/index.ts`, ...routeTextModules(manifest, route, locale)];
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Reads `<clientDir>/.vite/manifest.json`; none (or an unreadable one) means no preloads. */
export function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files a module needs before it runs: its chunk and its static imports, recursively, without the entry
 * chunk and what the entry imports (index.html already loads and preloads those). URLs start with "/".
 */
export function moduleFiles(manifest: Manifest, key: string): string[] {
  const loaded = new Set<string>();
  const mark = (k: string) => {
    if (loaded.has(k) || !manifest[k]) return;
    loaded.add(k);
    for (const i of manifest[k].imports ?? []) mark(i);
  };
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) mark(k);

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || loaded.has(k)) return;
    seen.add(k);
    files.push(`/${chunk.file}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return files;
}

/** `<link rel="modulepreload">` for a route's lazy module and its static imports ('' when unknown). */
export function modulePreloadLinks(manifest: Manifest | undefined, key: string | undefined): string {
  if (!manifest || !key) return '';
  return moduleFiles(manifest, key)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
    .join('');
}
