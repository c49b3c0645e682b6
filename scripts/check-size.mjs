// Size budget (deterministic, checked in CI): the JavaScript the home route loads before any interaction,
// gzip, at most 110 KB, in Catalan and with the Spanish or French texts; the admin, payment and lightbox code
// must be separate chunks it does not load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/client';
const budget = 110 * 1024;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);

// The home route also loads its lazy route chunk and that chunk's static imports.
const seen = new Set();
function visit(file) {
  const rel = file.replace(/^\//, '');
  if (seen.has(rel)) return;
  seen.add(rel);
  const code = readFileSync(path.join(dist, rel), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    visit(path.posix.join(path.posix.dirname(rel), m[1]));
  }
}
for (const f of [...entries, ...preloads]) visit(f);
const entryCode = entries.map((f) => readFileSync(path.join(dist, f.replace(/^\//, '')), 'utf8')).join('\n');
const homeChunk = [...entryCode.matchAll(/["'](?:\.\/)?(?:assets\/)?(home-[\w-]+\.js)["']/g)].map((m) => m[1])[0];
if (homeChunk) visit(`assets/${homeChunk}`);

let total = 0;
const rows = [];
for (const rel of seen) {
  const size = gzipSync(readFileSync(path.join(dist, rel))).length;
  total += size;
  rows.push(`${(size / 1024).toFixed(1).padStart(7)} KB  ${rel}`);
}
console.log(rows.join('\n'));
console.log(`total ${(total / 1024).toFixed(1)} KB gzip (budget ${budget / 1024} KB)`);

const forbidden = [...seen].filter((f) => /admin|payment|lightbox|stripe/i.test(f));
if (forbidden.length) {
  console.error(`The home route loads code that must be lazy: ${forbidden.join(', ')}`);
  process.exit(1);
}
if (total > budget) {
  console.error('Over the size budget.');
  process.exit(1);
}

// The same home route in Spanish and French (decision 175): the same files plus the language's first chunk, which
// the Catalan home must not load.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
for (const locale of ['es', 'fr']) {
  const chunk = manifest[`app/i18n/${locale}/index.ts`];
  if (!chunk) {
    console.error(`No ${locale} chunk in the build manifest.`);
    process.exit(1);
  }
  if (seen.has(chunk.file)) {
    console.error(`The Catalan home route loads the ${locale} texts (${chunk.file}).`);
    process.exit(1);
  }
  const withLanguage = total + gzipSync(readFileSync(path.join(dist, chunk.file))).length;
  console.log(`/${locale}/: ${(withLanguage / 1024).toFixed(1)} KB gzip (+ ${chunk.file})`);
  if (withLanguage > budget) {
    console.error(`The ${locale} home route is over the size budget.`);
    process.exit(1);
  }
}
