import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { teams } from '#server/db/schema.ts';
import { routeModules, routeTexts } from '#server/plugins/route-preloads.ts';
import { pageMeta } from '#shared/routes.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { testToday } from '../helpers/clock.ts';

const script = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/;

/** The embedded first data of a page's HTML, parsed; undefined when the page has none. */
function initialData(html: string): Record<string, unknown> | undefined {
  const m = script.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : undefined;
}

const pages: [string, string[]][] = [
  ['/', ['/api/teams', '/api/matches/recent']],
  ['/equips', ['/api/teams']],
  // The default view of /partits (decision 156): the current season's matches, its tiles, the season selector.
  ['/partits', ['/api/matches', '/api/matches/stats', '/api/seasons']],
  // The default view of /fotos (decision 159): the newest photos and the newest albums.
  ['/fotos', ['/api/photos', '/api/albums']],
  ['/botiga', ['/api/products']],
  ['/campus', ['/api/campus']],
];

const newTeam = {
  name: 'CB Llívia Prova',
  category: 'SÈNIOR',
  division: 'Segona Catalana',
  description: 'Equip de proves',
  playerCount: 12,
  imageUrl: 'https://example.com/equip.jpg',
  externalUrl: '',
  players: '',
  coach: '',
  league: '',
};

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  // Dated around the test clock's today, as the server reads it (decision 195).
  await t.database.db.transaction((tx) => seedDemo(tx, testToday()));
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
});
afterAll(() => t.close());

describe('first data in the page shell', () => {
  it.each(pages)('%s carries exactly the JSON its API answers', async (page, urls) => {
    const res = await t.app.inject({ url: page });
    expect(res.statusCode).toBe(200);
    const data = initialData(res.body);
    expect(Object.keys(data ?? {})).toEqual(urls);
    for (const url of urls) {
      const api = await t.app.inject({ url });
      expect(data![url], url).toEqual(api.json());
      const body: unknown = api.json();
      if (Array.isArray(body)) expect(body.length, url).toBeGreaterThan(0);
      else expect(body, url).toBeTypeOf('object');
    }
  });

  it('preloads the first stored image a list page shows, as the grid variant', async () => {
    const cases: [string, string, (first: Record<string, string>) => string][] = [
      ['/equips', '/api/teams', (f) => f.imageUrl!.replace(/\.jpg$/, '-sm.jpg')],
      ['/botiga', '/api/products', (f) => f.imageUrl!.replace(/\.jpg$/, '-sm.jpg')],
      ['/campus', '/api/campus', (f) => f.imageUrl!.replace(/\.jpg$/, '-sm.jpg')],
      ['/fotos', '/api/photos', (f) => f.thumbnailUrl!],
    ];
    for (const [page, api, expected] of cases) {
      const [first] = (await t.app.inject({ url: api })).json();
      const html = (await t.app.inject({ url: page })).body;
      expect(html, page).toContain(`<link rel="preload" as="image" href="${expected(first)}" fetchpriority="high">`);
      expect(html.indexOf('rel="preload"'), page).toBeLessThan(html.indexOf('</head>'));
      expect((await t.app.inject({ url: expected(first) })).statusCode, page).toBe(200);
    }
    for (const page of ['/', '/partits']) expect((await t.app.inject({ url: page })).body, page).not.toContain('as="image"');
  });

  it('escapes data so nothing can close the script element', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    await t.database.db.insert(teams).values({ name: evil, description: 'a\u2028b' });
    await vi.waitFor(async () => {
      const html = (await t.app.inject({ url: '/equips' })).body;
      expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--');
    });
    const html = (await t.app.inject({ url: '/equips' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    const data = initialData(html)!;
    expect((data['/api/teams'] as { name: string }[]).some((team) => team.name === evil)).toBe(true);
    expect(data['/api/teams']).toEqual((await t.app.inject({ url: '/api/teams' })).json());
  });

  it('shows a write in the next page shell', async () => {
    const names = async () => ((initialData((await t.app.inject({ url: '/' })).body)?.['/api/teams'] ?? []) as { name: string }[]).map((x) => x.name);
    expect(await names()).not.toContain('CB Llívia Shell');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: asAdmin(admin),
      payload: { ...newTeam, name: 'CB Llívia Shell' },
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toContain('CB Llívia Shell');

    // A row written behind the app's back (another instance) arrives through the cache's NOTIFY.
    await t.database.db.insert(teams).values({ name: 'CB Llívia Directe' });
    await vi.waitFor(async () => expect(await names()).toContain('CB Llívia Directe'));
  });

  it('sends the same compressed bytes while the data does not change, and new ones after a write', async () => {
    const get = () => t.app.inject({ url: '/equips', headers: { 'accept-encoding': 'br' } });
    const a = await get();
    const b = await get();
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const created = await t.app.inject({ method: 'POST', url: '/api/teams', headers: asAdmin(admin), payload: { ...newTeam, name: 'CB Llívia Bytes' } });
    expect(created.statusCode).toBe(201);
    const c = await get();
    expect(c.rawPayload.equals(a.rawPayload)).toBe(false);
  });

  it('answers an unknown path with 404 and no initial data; pages without lists carry none either', async () => {
    const missing = await t.app.inject({ url: '/no-existeix' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('initial-data');
    for (const url of ['/historia', '/contacte', '/admin', '/checkout']) {
      expect((await t.app.inject({ url })).body, url).not.toContain('initial-data');
    }
    // A trailing slash is the same page, with its data.
    expect(initialData((await t.app.inject({ url: '/equips/' })).body)).toHaveProperty(['/api/teams']);
  });

  it('/inscriute carries the season open for registrations (decision 155)', async () => {
    const data = initialData((await t.app.inject({ url: '/inscriute' })).body);
    expect(data?.['/api/seasons/open']).toMatchObject({ label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30' });
  });

  it('without a build manifest (the test fixture) there are no module preloads, and no error', async () => {
    const html = (await t.app.inject({ url: '/equips' })).body;
    expect(html).not.toContain('modulepreload');
  });
});

describe('route chunk preloads from the Vite manifest', () => {
  let dir: string;
  let withManifest: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cbl-shell-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="ca"><head><meta charset="UTF-8" /><title>CB Llívia</title><meta name="description" content="x" />' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js', '_deep-1.js'] },
        '_deep-1.js': { file: 'assets/deep-1.js', imports: ['index.html'] },
        'app/routes/teams.tsx': {
          file: 'assets/teams-1.js',
          isDynamicEntry: true,
          imports: ['index.html', '_query-1.js', '_react-1.js'],
          dynamicImports: ['features/teams/components/team-dialog.tsx'],
        },
        'features/teams/components/team-dialog.tsx': { file: 'assets/team-dialog-1.js', isDynamicEntry: true },
        'app/routes/not-found.tsx': { file: 'assets/not-found-1.js', isDynamicEntry: true, imports: ['index.html'] },
        'app/routes/privacy.tsx': { file: 'assets/privacy-1.js', isDynamicEntry: true, imports: ['index.html'] },
        'app/i18n/fr/index.ts': { file: 'assets/fr-1.js', isDynamicEntry: true, imports: ['index.html'] },
        'app/i18n/fr/privacy/privacy.ts': { file: 'assets/privacy-fr-1.js', isDynamicEntry: true },
        'app/i18n/es/privacy/privacy.ts': { file: 'assets/privacy-es-1.js', isDynamicEntry: true },
        'app/i18n/fr/forms/form-errors.ts': { file: 'assets/form-errors-fr-1.js', isDynamicEntry: true },
      }),
    );
    withManifest = await createTestApp({ clientDir: dir });
  });
  afterAll(async () => {
    await withManifest.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('preloads the route chunk and its static imports, not what the entry loads nor lazy imports', async () => {
    const html = (await withManifest.app.inject({ url: '/equips' })).body;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The template's own preload, then the route chunk and its static imports.
    expect(preloads).toEqual(['/assets/react-1.js', '/assets/teams-1.js', '/assets/query-1.js', '/assets/deep-1.js']);
    expect(html).not.toContain('team-dialog');
    expect(html.indexOf('teams-1.js')).toBeLessThan(html.indexOf('</head>'));
    // The empty database: the page still carries its (empty) list.
    expect(initialData(html)).toEqual({ '/api/teams': [] });

    const missing = await withManifest.app.inject({ url: '/no-existeix' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/assets/not-found-1.js');
  });

  it("a French page also preloads its language's texts and its own long texts; a Catalan one none of them", async () => {
    const preloadsOf = async (url: string) =>
      [...(await withManifest.app.inject({ url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(await preloadsOf('/fr/privacitat')).toEqual(['/assets/react-1.js', '/assets/privacy-1.js', '/assets/fr-1.js', '/assets/privacy-fr-1.js']);
    expect(await preloadsOf('/privacitat')).toEqual(['/assets/react-1.js', '/assets/privacy-1.js']);
    expect(await preloadsOf('/fr/equips')).toEqual(['/assets/react-1.js', '/assets/teams-1.js', '/assets/query-1.js', '/assets/deep-1.js', '/assets/fr-1.js']);
  });

  it('does not serve the manifest itself', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const res = await withManifest.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('isEntry');
    }
  });

  // The router, the shells' preloads and the size check all read the route table (#shared/routes.ts).
  it('has a module file for every page of the route table, and every page module is a page of it', () => {
    const files = readdirSync('src/client/app/routes').filter((f) => f.endsWith('.tsx'));
    const named = Object.values(routeModules).map((m) => path.basename(m));
    expect(named.length).toBe(Object.keys(pageMeta).length);
    for (const file of named) expect(files, file).toContain(file);
    expect(files.sort()).toEqual([...named, 'not-found.tsx'].sort());
  });

  it("names translation folders that exist in Spanish and French for every page that loads texts with its code", () => {
    expect(Object.keys(routeTexts).length).toBeGreaterThan(0);
    for (const [route, folders] of Object.entries(routeTexts)) {
      expect(folders, route).toEqual(pageMeta[route]?.texts);
      for (const locale of ['es', 'fr']) {
        const existing = readdirSync(`src/client/app/i18n/${locale}`);
        for (const folder of folders) expect(existing, `${route}: app/i18n/${locale}/${folder}/`).toContain(folder);
      }
    }
  });
});
