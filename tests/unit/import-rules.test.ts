import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of src/ (decisions 021 and 198) hold because the linter refuses what breaks them: each forbidden kind
// of import is written into a throw-away copy of the repo's Biome configuration and linted there, and every
// file must get exactly the diagnostic it deserves (files that break no rule get none).

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const features = readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/**
 * The server's features in their one-way order (decision 198), as the generated configuration says it: each
 * feature's override lists the features it may import (the `!` exceptions of its rule), lowest first.
 */
type Override = { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } } };
const generated = JSON.parse(readFileSync(path.join(root, 'biome.imports.json'), 'utf8')) as { overrides: Override[] };
const serverAllowed = new Map<string, string[]>();
for (const o of generated.overrides) {
  const f = /^src\/server\/features\/([^/]+)\/\*\*$/.exec(o.includes[0] ?? '')?.[1];
  if (!f || o.includes.length !== 1) continue;
  const rule = o.linter?.rules?.style?.noRestrictedImports?.options.patterns.find((p) => p.group[0] === '#server/features/**');
  serverAllowed.set(f, (rule?.group ?? []).flatMap((g) => /^!#server\/features\/([^/]+)\/\*\*$/.exec(g)?.[1] ?? []).filter((g) => g !== f));
}
const serverOrder = [...serverAllowed.keys()];
const serverFeatures = readdirSync(path.join(root, 'src/server/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const messages = {
  parent: 'No `../` imports',
  shared: 'src/shared is used by both sides',
  clientToServer: 'The client never imports server code',
  serverToClient: 'The server never imports client code',
  feature: 'A client feature never imports another feature',
  sharedClient: 'src/client/api, components and lib serve every feature',
  serverFeature: 'imports only the server features below it in SERVER_FEATURE_ORDER',
  placesInternal: 'Only src/server/features/places uses this',
  serverLower: 'This part of src/server sits below every feature and imports none',
};
type Kind = keyof typeof messages;

/** Fixture files: path under the copy, source, and the rule each must break (none: it must pass). */
const fixtures: { file: string; source: string; breaks?: Kind }[] = [
  // shared imports neither client nor server
  { file: 'src/shared/uses-client.ts', source: "import { getJson } from '#client/lib/api-client.ts';", breaks: 'shared' },
  { file: 'src/shared/schemas/uses-server.ts', source: "import type { HttpError } from '#server/http-error.ts';", breaks: 'shared' },
  // client and server never import each other
  { file: 'src/client/lib/uses-server.ts', source: "import { HttpError } from '#server/http-error.ts';", breaks: 'clientToServer' },
  { file: 'src/client/features/teams/api/uses-server.ts', source: "export * from '#server/features/teams/repository.ts';", breaks: 'clientToServer' },
  { file: 'src/server/features/teams/uses-client.ts', source: "import { paths } from '#client/lib/paths.ts';", breaks: 'serverToClient' },
  // no ../ (nor ./../ nor an alias that climbs out)
  { file: 'src/client/components/parent.ts', source: "import { toast } from '../lib/toast.ts';", breaks: 'parent' },
  { file: 'src/server/features/teams/parent.ts', source: "import { HttpError } from '../../http-error.ts';", breaks: 'parent' },
  { file: 'src/shared/schemas/parent.ts', source: "import { formatEuros } from './../money.ts';", breaks: 'parent' },
  { file: 'src/server/climbs.ts', source: "import { x } from '#shared/../client/lib/toast.ts';", breaks: 'parent' },
  // a client feature never imports another feature: every feature folder, each through a static, a type-only
  // and a dynamic import
  ...features.flatMap((f, i) => {
    const other = features[(i + 1) % features.length];
    return [
      { file: `src/client/features/${f}/components/uses-other.tsx`, source: `import { x } from '#client/features/${other}/strings.ts';`, breaks: 'feature' as const },
      { file: `src/client/features/${f}/api/uses-other-type.ts`, source: `import type { X } from '#client/features/${other}/api/x.ts';`, breaks: 'feature' as const },
      { file: `src/client/features/${f}/lazy-other.ts`, source: `export const load = () => import('#client/features/${other}/components/x.tsx');`, breaks: 'feature' as const },
    ];
  }),
  // the client's shared parts (endpoints, components, lib) import no feature and no route
  { file: 'src/client/api/uses-feature.ts', source: "import type { CartItem } from '#client/features/cart/cart-store.ts';", breaks: 'sharedClient' },
  { file: 'src/client/components/ui/uses-feature.tsx', source: "import { adminStrings } from '#client/features/admin/strings.ts';", breaks: 'sharedClient' },
  { file: 'src/client/lib/uses-route.ts', source: "export const load = () => import('#client/app/routes/home.tsx');", breaks: 'sharedClient' },
  // a server feature imports only the features below it in the order: every feature folder, the one above it
  // through a static, a type-only and a dynamic import; the one below it is fine
  ...serverOrder.flatMap((f, i) => {
    const above = serverOrder[i + 1];
    const below = serverOrder[i - 1];
    return [
      ...(above
        ? [
            { file: `src/server/features/${f}/uses-above.ts`, source: `import { x } from '#server/features/${above}/service.ts';`, breaks: 'serverFeature' as const },
            { file: `src/server/features/${f}/uses-above-type.ts`, source: `import type { X } from '#server/features/${above}/x.ts';`, breaks: 'serverFeature' as const },
            { file: `src/server/features/${f}/lazy-above.ts`, source: `export const load = () => import('#server/features/${above}/x.ts');`, breaks: 'serverFeature' as const },
          ]
        : []),
      ...(below ? [{ file: `src/server/features/${f}/uses-below.ts`, source: `import { x } from '#server/features/${below}/repository.ts';` }] : []),
    ];
  }),
  // the places module's own writes (they free places without offering them) are its own; its changes are for all
  {
    file: 'src/server/features/campus/uses-places-internal.ts',
    source: "import { endEntry, lockCampus } from '#server/features/places/repository.ts';",
    breaks: 'placesInternal',
  },
  { file: 'src/server/features/waitlist/offers-by-itself.ts', source: "import { offerFreedPlaces } from '#server/features/places/offers.ts';", breaks: 'placesInternal' },
  { file: 'src/server/features/family/uses-places-change.ts', source: "import { deleteHolders } from '#server/features/places/changes.ts';\nimport { offerEntry } from '#server/features/places/offers.ts';" },
  { file: 'src/server/features/places/own-internals.ts', source: "import { endEntry, markOffered } from '#server/features/places/repository.ts';\nimport { offerFreedPlaces } from '#server/features/places/offers.ts';" },
  // what sits below every feature imports none; what composes them imports any
  { file: 'src/server/db/uses-feature.ts', source: "import { lockCampus } from '#server/features/places/repository.ts';", breaks: 'serverLower' },
  { file: 'src/server/mail/uses-feature.ts', source: "import type { X } from '#server/features/campus/mail.ts';", breaks: 'serverLower' },
  { file: 'src/server/new-root-file.ts', source: "import { x } from '#server/features/teams/service.ts';", breaks: 'serverLower' },
  { file: 'src/server/startup.ts', source: "import { ensureAdmin } from '#server/features/admin/users.ts';" },
  { file: 'src/server/plugins/allowed.ts', source: "import { runSweep } from '#server/features/sweep/turn.ts';\nimport { teamRoutes } from '#server/features/teams/routes.ts';" },
  // allowed
  {
    file: 'src/client/api/allowed.ts',
    source: "import { getJson } from '#client/lib/api-client.ts';\nimport type { Team } from '#shared/schemas/team.ts';",
  },
  {
    file: 'src/client/features/teams/components/allowed.tsx',
    source: [
      "import { getJson } from '#client/lib/api-client.ts';",
      "import { Button } from '#client/components/button.tsx';",
      "import { formatEuros } from '#shared/money.ts';",
      "import { useTeams } from '#client/api/get-teams.ts';",
      "import './local.css';",
    ].join('\n'),
  },
  { file: 'src/client/app/routes/allowed.tsx', source: "import { TeamList } from '#client/features/teams/components/team-list.tsx';\nimport { AdminPage } from '#client/features/admin/components/admin-page.tsx';" },
  { file: 'src/server/features/teams/allowed.ts', source: "import { teamSchema } from '#shared/schemas/team.ts';\nimport { HttpError } from '#server/http-error.ts';" },
  { file: 'src/shared/allowed.ts', source: "import { z } from 'zod';\nimport { formatEuros } from '#shared/money.ts';" },
];

let dir = '';
let diagnostics: { file: string; message: string }[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  cpSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  cpSync(path.join(root, 'biome.imports.json'), path.join(dir, 'biome.imports.json'));
  for (const f of fixtures) {
    mkdirSync(path.dirname(path.join(dir, f.file)), { recursive: true });
    writeFileSync(path.join(dir, f.file), `${f.source}\n`);
  }
  const run = spawnSync(
    biome,
    ['lint', '--only=style/noRestrictedImports', '--reporter=github', '--max-diagnostics=none', '--colors=off', 'src'],
    { cwd: dir, encoding: 'utf8' },
  );
  diagnostics = [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*?::(.*)$/gm)].map(
    (m) => ({ file: path.relative(dir, m[1]!), message: m[2]! }),
  );
}, 20_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import rules enforced by the linter', () => {
  it('refuses each forbidden kind of import, and only with the rule it breaks', () => {
    for (const f of fixtures.filter((x) => x.breaks)) {
      const got = diagnostics.filter((d) => d.file === f.file).map((d) => d.message);
      expect(got, f.file).toHaveLength(1);
      expect(got[0], f.file).toContain(messages[f.breaks!]);
    }
    for (const kind of Object.keys(messages) as Kind[]) {
      expect(fixtures.some((f) => f.breaks === kind), kind).toBe(true);
    }
  });

  it('accepts the allowed imports: aliases, own feature, app routes composing features, shared code', () => {
    for (const f of fixtures.filter((x) => !x.breaks)) {
      expect(diagnostics.filter((d) => d.file === f.file), f.file).toEqual([]);
    }
  });

  it('orders every server feature one way: each may import exactly the features before it, so none can import back', () => {
    expect([...serverOrder].sort()).toEqual([...serverFeatures].sort());
    serverOrder.forEach((f, i) => {
      expect(serverAllowed.get(f), f).toEqual(serverOrder.slice(0, i));
    });
  });

  it('biome.imports.json is generated from today\'s feature folders (npm run lint checks it first)', () => {
    expect(() => execFileSync('node', [path.join(root, 'scripts/import-rules.mjs'), '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
