// The import rules of src/ (decision 021), written as Biome `noRestrictedImports` overrides in
// biome.imports.json, which biome.json extends. Biome cannot say "another feature than this one" in one
// pattern, so there is one override per client feature folder, generated here from the folders on disk.
//   node scripts/import-rules.mjs          rewrites biome.imports.json
//   node scripts/import-rules.mjs --check  fails when it is out of date (a feature folder was added or removed);
//                                          `npm run lint` runs this before Biome.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'biome.imports.json');

// Imports from one client feature into another that are allowed for now. Each names the importing feature, the
// imported file and why; remove the entry when the import goes. The rule still stops every other such import.
// (None today. Example: { feature: 'admin', file: '#client/api/get-teams.ts', why: 'issue 11 item 5' })
const EXCEPTIONS = [];

const noParent = {
  group: ['../**', '..', '**/../**', '**/..'],
  message: 'No `../` imports in src/: import through `#client/…`, `#server/…` or `#shared/…` (docs/architecture.md).',
};
const sharedNeither = {
  group: ['#client/**', '#server/**'],
  message: 'src/shared is used by both sides: it imports neither `#client/…` nor `#server/…`.',
};
const clientNotServer = {
  group: ['#server/**'],
  message: 'The client never imports server code; move what both sides need to src/shared.',
};
const serverNotClient = {
  group: ['#client/**'],
  message: 'The server never imports client code; move what both sides need to src/shared.',
};
const noFeature = {
  group: ['#client/features/**', '#client/app/**'],
  message:
    'src/client/api, components and lib serve every feature: they import no feature and no route (move the piece here, or the code to the feature).',
};
const otherFeature = (feature) => ({
  group: [
    '#client/features/**',
    `!#client/features/${feature}/**`,
    ...EXCEPTIONS.filter((e) => e.feature === feature).map((e) => `!${e.file}`),
  ],
  message:
    'A client feature never imports another feature; move what both need to src/client/components, src/client/lib or src/shared.',
});

// Biome replaces a rule's options with those of the last override that matches a file, so each override lists
// every pattern that applies to its folder.
const rule = (...patterns) => ({
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

export function importRulesConfig() {
  const features = readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const e of EXCEPTIONS) {
    if (!features.includes(e.feature)) throw new Error(`import-rules exception for unknown feature ${e.feature}`);
  }
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [
      { includes: ['src/**'], ...rule(noParent) },
      { includes: ['src/shared/**'], ...rule(noParent, sharedNeither) },
      { includes: ['src/server/**'], ...rule(noParent, serverNotClient) },
      { includes: ['src/client/**'], ...rule(noParent, clientNotServer) },
      ...['api', 'components', 'lib'].map((dir) => ({
        includes: [`src/client/${dir}/**`],
        ...rule(noParent, clientNotServer, noFeature),
      })),
      ...features.map((f) => ({
        includes: [`src/client/features/${f}/**`],
        ...rule(noParent, clientNotServer, otherFeature(f)),
      })),
    ],
  };
}

const text = `${JSON.stringify(importRulesConfig(), null, 2)}\n`;
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outFile, 'utf8');
    } catch {}
    if (current !== text) {
      console.error('biome.imports.json is out of date (a client feature folder was added or removed?): run `node scripts/import-rules.mjs`.');
      process.exit(1);
    }
  } else {
    writeFileSync(outFile, text);
  }
}
