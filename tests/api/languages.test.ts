import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, products, teams } from '#server/db/schema.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { itemPath } from '#shared/item-links.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 13 item 1, decision 175: every public page in Catalan (SPEC's addresses), Spanish (/es/…) and French
 * (/fr/…), each with its `<html lang>`, its own title and description, `hreflang` alternates and preview tags in its
 * language; the switcher's remembered choice sends SPEC's addresses on; the back office and the 404 page are not
 * translated.
 */
let t: TestApp;
let publicUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemo(tx));
  publicUrl = t.app.config.publicUrl;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]));

describe('pages in three languages', () => {
  const cases = [
    { url: '/campus', lang: 'ca', title: 'Campus · CB Llívia', og: 'ca_ES' },
    { url: '/es/campus', lang: 'es', title: 'Campus · CB Llívia', og: 'es_ES' },
    { url: '/fr/campus', lang: 'fr', title: 'Stages · CB Llívia', og: 'fr_FR' },
    { url: '/es/partits', lang: 'es', title: 'Partidos · CB Llívia', og: 'es_ES' },
    { url: '/fr/privacitat', lang: 'fr', title: 'Politique de confidentialité · CB Llívia', og: 'fr_FR' },
  ];
  for (const c of cases) {
    it(`${c.url}: lang ${c.lang}, its title, hreflang alternates and preview tags in ${c.lang}`, async () => {
      const res = await get(c.url);
      expect(res.statusCode).toBe(200);
      expect(lang(res.body)).toBe(c.lang);
      expect(title(res.body)).toBe(c.title);
      expect(metaContent(res.body, 'og:locale')).toBe(c.og);
      expect(canonical(res.body)).toBe(`${publicUrl}${c.url}`);
      const page = c.url.replace(/^\/(es|fr)/, '');
      expect(alternates(res.body)).toEqual({
        ca: `${publicUrl}${page}`,
        es: `${publicUrl}/es${page}`,
        fr: `${publicUrl}/fr${page}`,
        'x-default': `${publicUrl}${page}`,
      });
    });
  }

  it('the home page in each language, with and without the final slash', async () => {
    expect(lang((await get('/')).body)).toBe('ca');
    for (const url of ['/es', '/es/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(title(res.body)).toBe('CB Llívia · Pasión por el baloncesto en la Cerdaña');
    }
    const fr = await get('/fr/');
    expect(title(fr.body)).toBe('CB Llívia · La passion du basket en Cerdagne');
    expect(alternates(fr.body).ca).toBe(`${publicUrl}/`);
    expect(alternates(fr.body).fr).toBe(`${publicUrl}/fr/`);
  });

  it('a page with a trailing slash is the page', async () => {
    const res = await get('/fr/equips/');
    expect(res.statusCode).toBe(200);
    expect(lang(res.body)).toBe('fr');
  });

  it('the back office is Catalan only and the 404 page stays English', async () => {
    expect(lang((await get('/admin')).body)).toBe('ca');
    for (const url of ['/fr/admin', '/es/admin/login', '/fr/no-such-page', '/de/campus']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(lang(res.body)).toBe('en');
      expect(title(res.body)).toBe('Page Not Found · CB Llívia');
    }
  });
});

describe('items in three languages', () => {
  it("a campus link previews its name, dates and picture in the page's language", async () => {
    const [c] = await t.database.db.select().from(campus).orderBy(campus.id).limit(1);
    const path = itemPath('campus', c!);
    const fr = await get(`/fr${path}`);
    expect(fr.statusCode).toBe(200);
    expect(lang(fr.body)).toBe('fr');
    expect(metaContent(fr.body, 'og:title')).toBe(`${c!.name} · CB Llívia`);
    expect(metaContent(fr.body, 'og:description')).toMatch(/^Du \d{1,2}(er)? \S+ \d{4} au \d{1,2} \S+ \d{4} · De \d+ à \d+ ans/);
    expect(metaContent(fr.body, 'og:image')).toBe(`${publicUrl}${c!.imageUrl}`);
    expect(metaContent(fr.body, 'og:locale')).toBe('fr_FR');
    expect(canonical(fr.body)).toBe(`${publicUrl}/fr${path}`);
    expect(alternates(fr.body)).toMatchObject({ ca: `${publicUrl}${path}`, es: `${publicUrl}/es${path}` });
    const es = await get(`/es${path}`);
    expect(metaContent(es.body, 'og:description')).toMatch(/^Del \d{1,2} de \S+ de \d{4} al .* · De \d+ a \d+ años/);
    const ca = await get(path);
    expect(metaContent(ca.body, 'og:description')).toMatch(/ · De \d+ a \d+ anys/);
  });

  it('every kind of item in every language: its title, canonical, og:locale, picture and hreflang alternates', async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    const [c] = await t.database.db.select().from(campus).orderBy(campus.id).limit(1);
    const [product] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
    const items = [itemPath('team', team!), itemPath('campus', c!), itemPath('product', product!)];
    const og = { '': 'ca_ES', '/es': 'es_ES', '/fr': 'fr_FR' } as const;
    for (const path of items) {
      for (const [prefix, locale] of Object.entries(og)) {
        const res = await get(`${prefix}${path}`);
        expect(res.statusCode, `${prefix}${path}`).toBe(200);
        expect(lang(res.body)).toBe(prefix === '' ? 'ca' : prefix.slice(1));
        expect(canonical(res.body)).toBe(`${publicUrl}${prefix}${path}`);
        expect(metaContent(res.body, 'og:locale')).toBe(locale);
        expect(metaContent(res.body, 'og:image')).toMatch(new RegExp(`^${publicUrl}/media/`));
        expect(alternates(res.body)).toEqual({
          ca: `${publicUrl}${path}`,
          es: `${publicUrl}/es${path}`,
          fr: `${publicUrl}/fr${path}`,
          'x-default': `${publicUrl}${path}`,
        });
      }
    }
  });

  it('team and product links in Spanish and French; an old name leads on within the language', async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    const teamPath = itemPath('team', team!);
    const res = await get(`/es${teamPath}`);
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe(`${publicUrl}/es${teamPath}`);
    const [product] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
    const productPath = itemPath('product', product!);
    const p = await get(`/fr${productPath}`);
    expect(metaContent(p.body, 'og:description')).toMatch(/^\d+,\d{2}\s€/);
    const renamed = await get(`/fr/botiga/${product!.id}-old-name?x=1`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/fr${productPath}?x=1`);
    const gone = await get('/fr/campus/999999-none');
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe('/fr/campus');
  });
});

describe('the remembered choice', () => {
  it('sends SPEC addresses on to the chosen language, query kept; no choice or Catalan changes nothing', async () => {
    const chosen = await get('/partits?equip=3', { cookie: 'other=1; lang=fr' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/fr/partits?equip=3');
    expect(chosen.headers.vary).toMatch(/cookie/i);
    expect((await get('/', { cookie: 'lang=es' })).headers.location).toBe('/es/');
    const [c] = await t.database.db.select().from(campus).orderBy(campus.id).limit(1);
    const item = await get(itemPath('campus', c!), { cookie: 'lang=es' });
    expect(item.headers.location).toBe(`/es${itemPath('campus', c!)}`);
    for (const cookie of ['', 'lang=ca', 'lang=de', 'xlang=fr']) {
      const res = await get('/partits', cookie ? { cookie } : {});
      expect(res.statusCode, cookie).toBe(200);
      expect(lang(res.body)).toBe('ca');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    // A page in a language is never sent elsewhere by the cookie: the address says the language.
    expect((await get('/fr/partits', { cookie: 'lang=es' })).statusCode).toBe(200);
    // The back office has no language to go to.
    expect((await get('/admin', { cookie: 'lang=fr' })).statusCode).toBe(200);
  });

  it('the sitemap lists every page in the three languages; robots keep the checkouts out', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const path of ['/campus', '/es/campus', '/fr/campus', '/fr/', '/es/privacitat']) {
      expect(sitemap).toContain(`<loc>${publicUrl}${path}</loc>`);
    }
    expect((await get('/robots.txt')).body).toContain('Disallow: /fr/checkout');
  });
});
