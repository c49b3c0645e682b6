// The import rules of src/ (decisions 021 and 198), written as Biome `noRestrictedImports` overrides in
// biome.imports.json, which biome.json extends. Biome cannot say "another feature than this one" (or "a feature
// above this one") in one pattern, so there is one override per client feature folder and per server feature
// folder, generated here from the folders on disk.
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

// The server's features in one order, lowest first (decision 198): a feature imports only the features before it
// here, never one after it, so no two features import each other, directly or round a circle. A new folder in
// src/server/features must be placed here (the script refuses to run until it is): after everything it imports,
// before everything that imports it. What two features both need goes down to the lower one (or to src/server/db,
// mail, http, or src/shared). Groups are for reading; the rule is the order.
const SERVER_FEATURE_ORDER = [
  // Shared by many: the image pipeline, seasons, the back office's tables and CSV, the audit trail, admin accounts.
  'health',
  'media',
  'seasons',
  'back-office',
  'audit',
  'admin',
  // The club's records and public content.
  'members',
  'registrations',
  'teams',
  'matches',
  'albums',
  'photos',
  'contact',
  'products',
  // Money: payments (checkouts, finalize), then what is paid through them.
  'payments',
  'shop',
  'orders',
  // Campus places (their one owner), then the campus and its waiting list, which both call it.
  'places',
  'campus',
  'waitlist',
  // What spans several features: the family page, volunteers' accounts, the page shells, the periodic jobs.
  'family',
  'users',
  'site',
  'retention',
  'sweep',
];

// Exports no other feature may import (decision 198): the places module's own writes, which change who holds a
// campus place without offering what that frees, and its offering step. Other features change places only through
// places/changes.ts (and places/offers.ts's offerEntry, expireOffers, offerWhereFree), which offer in the same
// transaction, so a freed place cannot be left unoffered by a caller that forgot.
const FEATURE_INTERNALS = [
  { feature: 'places', names: ['offerFreedPlaces', 'withdrawOffers', 'endEntry', 'markOffered', 'dropChild'] },
];

// The server's layers that compose features (they may import any): the app, its plugins, start-up, the command
// line and the demo seed. Every other folder or file of src/server outside features/ is below every feature.
const SERVER_COMPOSERS = ['app.ts', 'features.ts', 'server.ts', 'startup.ts', 'plugins', 'cli', 'seed'];

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

const lowerFeaturesOnly = (feature, below) => ({
  group: ['#server/features/**', `!#server/features/${feature}/**`, ...below.map((f) => `!#server/features/${f}/**`)],
  message: `src/server/features/${feature} imports only the server features below it in SERVER_FEATURE_ORDER (scripts/import-rules.mjs, decision 198): ${below.length > 0 ? below.join(', ') : 'none'}. Never one above it: that is how import circles start. Move what both need down to the lower feature, or to src/server/db, mail, http or src/shared.`,
});
const notInternals = (feature) =>
  FEATURE_INTERNALS.filter((i) => i.feature !== feature).map((i) => ({
    group: [`#server/features/${i.feature}/**`],
    importNamePattern: `(${i.names.join('|')})`,
    message: `Only src/server/features/${i.feature} uses this: it changes who holds a campus place without offering what frees (or is the offering itself). Call a change of places/changes.ts, which offers freed places to the waiting list in the same transaction (decision 198).`,
  }));
const noServerFeature = {
  group: ['#server/features/**'],
  message: `This part of src/server sits below every feature and imports none (only ${SERVER_COMPOSERS.join(', ')} compose features).`,
};

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
  const serverFeatures = readdirSync(path.join(root, 'src/server/features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const unplaced = serverFeatures.filter((f) => !SERVER_FEATURE_ORDER.includes(f));
  if (unplaced.length > 0) {
    throw new Error(
      `src/server/features/${unplaced.join(', ')} is not in SERVER_FEATURE_ORDER (scripts/import-rules.mjs): place it after every feature it imports and before every feature that imports it (decision 198), then run \`node scripts/import-rules.mjs\`.`,
    );
  }
  const gone = SERVER_FEATURE_ORDER.filter((f) => !serverFeatures.includes(f));
  if (gone.length > 0) throw new Error(`SERVER_FEATURE_ORDER (scripts/import-rules.mjs) names ${gone.join(', ')}, not a folder of src/server/features: remove it.`);
  // Everything of src/server but the features and the composers: new folders and files are covered as they come.
  const lowerLayers = [
    'src/server/**',
    '!src/server/features/**',
    ...SERVER_COMPOSERS.map((c) => (c.endsWith('.ts') ? `!src/server/${c}` : `!src/server/${c}/**`)),
  ];
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [
      { includes: ['src/**'], ...rule(noParent) },
      { includes: ['src/shared/**'], ...rule(noParent, sharedNeither) },
      { includes: ['src/server/**'], ...rule(noParent, serverNotClient) },
      { includes: lowerLayers, ...rule(noParent, serverNotClient, noServerFeature) },
      ...SERVER_FEATURE_ORDER.map((f, i) => ({
        includes: [`src/server/features/${f}/**`],
        ...rule(noParent, serverNotClient, lowerFeaturesOnly(f, SERVER_FEATURE_ORDER.slice(0, i)), ...notInternals(f)),
      })),
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let text = '';
  try {
    text = `${JSON.stringify(importRulesConfig(), null, 2)}\n`;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outFile, 'utf8');
    } catch {}
    if (current !== text) {
      console.error('biome.imports.json is out of date (a feature folder was added or removed?): run `node scripts/import-rules.mjs`.');
      process.exit(1);
    }
  } else {
    writeFileSync(outFile, text);
  }
}
