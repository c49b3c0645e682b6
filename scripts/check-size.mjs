// Size budget (deterministic, checked in CI after the build, decision 200): the JavaScript each public page loads
// before any interaction, gzip, in Catalan and under /es and /fr. The pages come from the route table
// (src/shared/routes.ts: every page outside /admin, plus the 404 page), so a new page is measured without anyone
// adding it here. A page's first load is what its HTML loads and preloads and what runs before the first render:
//   - index.html's entry script and modulepreloads, and their static imports;
//   - the modules the server's shell preloads for that page and language (route-preloads.ts `shellModules`: the
//     route chunk, and in Spanish or French the language's first chunk and the page's own translations), and their
//     static imports;
//   - the language's first chunk on a Spanish or French page even where the shell does not preload it (the 404
//     page's shell is the English one): main.tsx imports it before the first render.
// Chunks loaded later (a dialog, the cart, the payment form: dynamic imports) are not counted.
//
//   node scripts/check-size.mjs            the table; fails naming each page and language over its budget
//   node scripts/check-size.mjs /es/botiga the files of one page in one language too
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';

register();
const { paths } = await import('../src/shared/routes.ts');
const { baseLocale, locales, localizePath } = await import('../src/shared/locales.ts');
const { readManifest, shellModules } = await import('../src/server/plugins/route-preloads.ts');

const dist = 'dist/client';
const KB = 1024;
/**
 * Each page's budget, gzip, in every language; a page not named here has the default one. The others, and why, in
 * decisions 200 and 203: each is today's largest language plus a few KB. The forms load their validation (zod,
 * react-hook-form: about 45 KB) when they are shown, no longer with their page (decision 203); the registration
 * page's Spanish and French carry its long form labels, the checkout's the cart's; the privacy notice's text is
 * the page; the waiting list shows the server's answer with the forms' error texts.
 */
const defaultBudget = 110 * KB;
const budgets = {
  [paths.registration]: 115 * KB,
  [paths.checkout]: 113 * KB,
  [paths.family]: 112 * KB,
  [paths.privacy]: 128 * KB,
  [paths.waitlist]: 115 * KB,
};

const manifest = readManifest(dist);
if (!manifest) fail(`No build manifest in ${dist}/.vite: run \`npm run build\` first.`);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** A module's file and its static imports, recursively (manifest keys → files). */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of keys) {
    if (!manifest[key]) fail(`The build manifest has no module ${key}.`);
    visit(key);
  }
  return files;
}

const htmlFiles = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
].map((m) => m[1]);
const entryKeys = htmlFiles.map((file) => byFile.get(file) ?? fail(`index.html loads ${file}, which the manifest does not list.`));

// Every page outside the back office, in each language (as the server's shells: src/server/plugins/spa.ts), and
// the 404 page (`undefined`), which any other address in each language shows.
const pages = [...Object.values(paths).filter((route) => !route.startsWith(paths.admin)), undefined];

const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return sizes.get(file);
};

const rows = [];
const failures = [];
const detail = process.argv[2];
for (const route of pages) {
  const name = route ?? '404';
  const budget = budgets[name] ?? defaultBudget;
  const row = { name, budget, totals: {} };
  for (const locale of locales) {
    const address = route === undefined ? localizePath('/…', locale) : localizePath(route, locale);
    const shell = shellModules(manifest, route, route === undefined ? 'en' : locale);
    if (!shell.length) fail(`No route module for ${name}: add it to routeModules in src/server/plugins/route-preloads.ts.`);
    const language = locale === baseLocale ? [] : [`app/i18n/${locale}/index.ts`];
    const files = [...closure([...entryKeys, ...shell, ...language])].filter((f) => f.endsWith('.js')).sort();
    const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
    row.totals[locale] = total;

    // Admin, payment and lightbox code and the Stripe library are loaded when used, never by a public page's first
    // load (a page may load the payment form's texts, a few hundred bytes); a page loads no other language's texts.
    const keys = files.map((f) => byFile.get(f) ?? f);
    const lazyOnly = keys.filter((k) => !k.startsWith('app/i18n/') && /admin|payment|lightbox|stripe/i.test(k));
    if (lazyOnly.length) failures.push(`${address} loads code that must be lazy: ${lazyOnly.join(', ')}`);
    const foreign = keys.filter((k) => /^app\/i18n\/(\w+)\//.exec(k)?.[1] !== undefined && !k.startsWith(`app/i18n/${locale}/`));
    if (foreign.length) failures.push(`${address} loads another language's texts: ${foreign.join(', ')}`);
    if (total > budget) failures.push(`${address} loads ${kb(total)} KB of JavaScript, over its ${kb(budget)} KB budget.`);

    if (detail === address) {
      console.log(`${address}:`);
      for (const f of files.sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`${kb(gzipSize(f)).padStart(8)} KB  ${f}  (${byFile.get(f)})`);
      console.log('');
    }
  }
  rows.push(row);
}

function kb(bytes) {
  return (bytes / KB).toFixed(1);
}

console.log(`First-load JavaScript per page, KB gzip (decision 200)\n`);
console.log(`${'page'.padEnd(26)}${locales.map((l) => l.padStart(8)).join('')}  budget`);
for (const { name, budget, totals } of rows) {
  const cells = locales.map((l) => `${kb(totals[l])}${totals[l] > budget ? '!' : ' '}`.padStart(8)).join('');
  console.log(`${name.padEnd(26)}${cells}  ${kb(budget)}`);
}
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
