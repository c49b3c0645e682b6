import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, products, teams } from '#server/db/schema.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { itemPath, slugify } from '#shared/item-links.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 13 item 4, decision 174: each team, campus and product has its own address, whose HTML carries the item's
 * title, description, canonical URL and preview tags (Open Graph, Twitter) with an absolute picture; an old name in
 * the link leads on to the current one; what the public pages don't show has no preview.
 */
let t: TestApp;
let admin: AdminSession;
let publicUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemo(tx));
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
  publicUrl = t.app.config.publicUrl;
});
afterAll(() => t.close());

/** The `content` of the head's `<meta {attr}="{key}">`, HTML entities as written. */
function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(html);
  return m?.[1];
}
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('item pages', () => {
  it("a team's page: its title, description, canonical URL, absolute picture and the list's first data", async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    const path = itemPath('team', team!);
    expect(path).toBe(`/equips/${team!.id}-${slugify(team!.name)}`);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(title(html)).toBe(`${team!.name} · CB Llívia`);
    expect(canonical(html)).toBe(`${publicUrl}${path}`);
    expect(metaContent(html, 'og:url')).toBe(`${publicUrl}${path}`);
    expect(metaContent(html, 'og:title')).toBe(`${team!.name} · CB Llívia`);
    expect(metaContent(html, 'og:description')).toContain(team!.division);
    expect(metaContent(html, 'og:image')).toBe(`${publicUrl}${team!.imageUrl}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${publicUrl}${team!.imageUrl}`);
    expect(metaContent(html, 'og:locale')).toBe('ca_ES');
    // The page renders at once: the teams list is in the HTML, as on /equips.
    expect(html).toContain('"/api/teams"');
    // The picture is fetchable at that address.
    expect((await get(team!.imageUrl)).statusCode).toBe(200);
  });

  it("a campus link previews its name, dates and picture", async () => {
    const list = (await get('/api/campus')).json() as { id: number; name: string; imageUrl: string; startDate: string }[];
    const summer = list.find((c) => c.name === 'Campus d’Estiu')!;
    const html = (await get(itemPath('campus', summer))).body;
    expect(metaContent(html, 'og:title')).toBe('Campus d’Estiu · CB Llívia');
    const [, month, day] = summer.startDate.split('-');
    expect(metaContent(html, 'og:description')).toMatch(new RegExp(`^Del ${Number(day)} d(e |’)`));
    expect(metaContent(html, 'og:description')).toContain(`${Number(summer.startDate.slice(0, 4))}`);
    expect(month).toBeDefined();
    expect(metaContent(html, 'og:image')).toBe(`${publicUrl}${summer.imageUrl}`);
    expect(html).toContain('"/api/campus"');
  });

  it('a product link previews its price; its type is product', async () => {
    const list = (await get('/api/products')).json() as { id: number; name: string; price: string }[];
    const html = (await get(itemPath('product', list[0]!))).body;
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:description')).toMatch(/^\d+,\d{2} €/);
    expect(title(html)).toBe(`${list[0]!.name} · CB Llívia`);
  });

  it('an old or missing name in the link leads on (301) to the current address, query kept', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: asAdmin(admin),
      payload: {
        name: 'CB Llívia Prova Enllaç',
        category: 'SÈNIOR',
        division: 'Segona Catalana',
        description: 'Equip de proves',
        playerCount: 10,
        imageUrl: 'https://example.com/equip.jpg',
        externalUrl: '',
        players: '',
        coach: '',
        league: '',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json() as { id: number; name: string };
    const oldPath = itemPath('team', team);
    expect((await get(oldPath)).statusCode).toBe(200);
    // An image on another site is used as it is.
    expect(metaContent((await get(oldPath)).body, 'og:image')).toBe('https://example.com/equip.jpg');

    await t.database.db.update(teams).set({ name: 'CB Llívia Nou Nom' }).where(eq(teams.id, team.id));
    const moved = await get(`${oldPath}?utm_source=whatsapp`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/equips/${team.id}-cb-llivia-nou-nom?utm_source=whatsapp`);
    const bare = await get(`/equips/${team.id}`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/equips/${team.id}-cb-llivia-nou-nom`);
  });

  it("what the public pages don't show has no preview: the list instead (302)", async () => {
    const [ended] = await t.database.db.update(campus).set({ isActive: false }).where(eq(campus.name, 'Campus de Setmana Santa')).returning();
    expect((await get(itemPath('campus', ended!))).statusCode).toBe(302);
    expect((await get(itemPath('campus', ended!))).headers.location).toBe('/campus');
    const [archived] = await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, (await t.database.db.select({ id: products.id }).from(products).limit(1))[0]!.id)).returning();
    const gone = await get(itemPath('product', archived!));
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe('/botiga');
    const unknown = await get('/equips/999999-no-existeix');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/equips');
  });

  it('a link without an id is the 404 page; ids out of range too', async () => {
    for (const url of ['/equips/abc', '/campus/-1', '/botiga/99999999999-x', '/equips/12-UPPER', '/botiga/%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(title(res.body), url).toBe('Page Not Found · CB Llívia');
    }
  });

  it("a name with markup is written as text in the head", async () => {
    const [team] = await t.database.db.select().from(teams).limit(1);
    await t.database.db.update(teams).set({ name: 'CB "Llívia" <script>alert(1)</script>' }).where(eq(teams.id, team!.id));
    const html = (await get(itemPath('team', { id: team!.id, name: 'CB "Llívia" <script>alert(1)</script>' }))).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(metaContent(html, 'og:title')).toBe('CB &quot;Llívia&quot; &lt;script&gt;alert(1)&lt;/script&gt; · CB Llívia');
    await t.database.db.update(teams).set({ name: team!.name }).where(eq(teams.id, team!.id));
    // Written straight to the database: the cached list goes when the trigger's NOTIFY arrives, which on a busy
    // PostgreSQL may be after the next test's first read; drop it now as that notification will.
    t.app.publicCache.clear();
  });
});

describe('the sitemap', () => {
  it("lists each team, active campus and product on sale at its own address", async () => {
    const xml = (await get('/sitemap.xml')).body;
    const teamsList = (await get('/api/teams')).json() as { id: number; name: string }[];
    const campusList = (await get('/api/campus')).json() as { id: number; name: string }[];
    const productList = (await get('/api/products')).json() as { id: number; name: string }[];
    for (const team of teamsList) expect(xml).toContain(`<loc>${publicUrl}${itemPath('team', team)}</loc>`);
    for (const c of campusList) expect(xml).toContain(`<loc>${publicUrl}${itemPath('campus', c)}</loc>`);
    for (const p of productList) expect(xml).toContain(`<loc>${publicUrl}${itemPath('product', p)}</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/equips</loc>`);
    // What the pages hide (the ended campus, the archived product of the tests above) is not listed.
    expect(xml).not.toContain('setmana-santa');
  });
});

describe('every public page', () => {
  it('carries its canonical URL and preview tags; the back office none', async () => {
    for (const path of ['/', '/equips', '/partits', '/fotos', '/botiga', '/campus', '/inscriute', '/contacte', '/historia']) {
      const html = (await get(path)).body;
      expect(canonical(html), path).toBe(`${publicUrl}${path}`);
      expect(metaContent(html, 'og:title'), path).toBe(title(html));
      expect(metaContent(html, 'og:url'), path).toBe(`${publicUrl}${path}`);
    }
    for (const path of ['/admin', '/admin/login', '/checkout']) {
      expect(canonical((await get(path)).body), path).toBeUndefined();
    }
  });
});
