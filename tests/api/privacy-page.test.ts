import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Block, privacySections } from '#client/features/privacy/notice-layout.ts';
import { addAdmin, sameOrigin, testAdmin, totpCode } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { createIntent, customer, seedProduct } from '../helpers/shop.ts';

/** The privacy notice's page (issue 13 item 3, decision 171): served like every page, and true about cookies. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
});
afterAll(() => t.close());

/** The names the notice lists as cookies and browser storage (its `names` lists, the same in every language), at any depth. */
function listedNames(): Set<string> {
  const names = new Set<string>();
  const walk = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (block.kind === 'names') for (const item of block.items) names.add(item.name);
      if (block.kind === 'subsection') walk(block.blocks);
    }
  };
  for (const section of privacySections) walk(section.blocks);
  return names;
}

describe('/privacitat', () => {
  it.each(['/privacitat', '/privacitat/'])('%s answers 200 with the app shell, its own title and description', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>Política de privacitat · CB Llívia</title>');
    expect(res.body).toMatch(/<meta name="description" content="Com tracta el club les dades[^"]*galetes\." \/?>/);
    expect(res.body).not.toContain('initial-data');
  });

  it('is in the sitemap, next to the other public pages', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/privacitat</loc>');
  });

  it('names every cookie the server sets (admin login and a card checkout)', async () => {
    // With the code and "remember this browser" (two-factor sign-in, decision 190): every admin cookie is set.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: { ...testAdmin, code: totpCode(), remember: true },
    });
    expect(login.statusCode).toBe(200);
    const product = await seedProduct(t.database.db, { sizes: { M: 2 } });
    const checkout = await createIntent(t.app, { items: [{ productId: product.id, sizeId: product.sizes.M, quantity: 1 }], customer });
    expect(checkout.statusCode).toBe(200);

    const set = [...login.cookies, ...checkout.cookies].map((c) => c.name.replace(/^__Host-/, ''));
    // The four the notice explains: without them this test would prove nothing.
    expect(new Set(set)).toEqual(new Set(['cbl_admin', 'cbl_device', 'cbl_remember', 'cbl_checkout']));
    const listed = listedNames();
    for (const name of set) expect(listed, name).toContain(name);
  });

  it('names the family page’s session cookie (issue 14 item 4)', async () => {
    const c = await seedCampus(t.database.db);
    await seedWaitlistEntry(t.database.db, c.id, 'familia.privacitat@example.com', { childName: 'Arlet', childSurname: 'Pous' });
    const auth = await signInFamily(t, 'familia.privacitat@example.com');
    const name = auth.cookie.split('=')[0]!;
    expect(name).toBe('family_session');
    expect(listedNames()).toContain(name);
  });
});

/** The page as a visitor at /privacitat, /es/privacitat or /fr/privacitat gets it (the language comes from the address). */
async function renderNotice(locale: 'ca' | 'es' | 'fr') {
  vi.resetModules();
  vi.stubGlobal('location', { pathname: locale === 'ca' ? '/privacitat' : `/${locale}/privacitat` });
  const i18n = await import('#client/lib/i18n.ts');
  if (locale === 'es') i18n.applyTranslations((await import('#client/app/i18n/es/index.ts')).translations);
  if (locale === 'fr') i18n.applyTranslations((await import('#client/app/i18n/fr/index.ts')).translations);
  // The notice's own texts load with the page, as the router loads them (app/route-texts.ts).
  const { withTexts } = await import('#client/app/route-texts.ts');
  const { default: PrivacyRoute } = await withTexts(['privacy'], () => import('#client/app/routes/privacy.tsx'))();
  const { privacyMessages } = await import('#client/features/privacy/strings.ts');
  const html = renderToStaticMarkup(createElement(PrivacyRoute));
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { html, text, texts: privacyMessages.get() as Record<string, string> };
}

describe('the notice in each language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['ca', 'Política de privacitat', '24 de novembre de 2026', 'https://www.cbllivia.cat/'],
    ['es', 'Política de privacidad', '24 de noviembre de 2026', 'https://www.cbllivia.cat/es/'],
    ['fr', 'Politique de confidentialité', '24 novembre 2026', 'https://www.cbllivia.cat/fr/'],
  ] as const)('%s: every text is on the page, tokens filled, the date in the language, anchors and links', async (locale, title, date, web) => {
    const { html, text, texts } = await renderNotice(locale);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(`<time dateTime="2026-11-24">${date}</time>`);
    // Every text of the language is shown (none translated and left out of the layout), with its tokens filled.
    for (const [key, value] of Object.entries(texts)) {
      if (key === 'stripePrivacyHref') continue;
      for (const piece of value.split(/\{\w+\}/)) expect(text, `${locale}.${key}`).toContain(piece.trim());
    }
    expect(text).not.toMatch(/\{\w+\}/);
    expect(html).toContain(`href="${texts.stripePrivacyHref}"`);
    expect(html).toContain('href="mailto:info@cbllivia.cat"');
    expect(html).toContain('Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)');
    expect(html).toContain(`href="${web}"`);
    // The table of contents points at each section by the same id in every language.
    for (const section of privacySections) {
      expect(html).toContain(`href="#${section.id}"`);
      expect(html).toContain(`<section id="${section.id}"`);
    }
    for (const name of ['cbl_checkout', 'cbl_admin', 'cbl_device', 'family_session', 'waitlistPendingOffer']) expect(text).toContain(`\n${name}\n`);
    expect(html).toContain(`href="${locale === 'ca' ? '' : `/${locale}`}/les-meves-inscripcions"`);
  });

  it('tells a French family which authorities are competent, and that the CNIL takes complaints too', async () => {
    const { text } = await renderNotice('fr');
    expect(text).toContain('Autorité catalane de protection des données (APDCAT)');
    expect(text).toContain('Agence espagnole de protection des données (AEPD)');
    expect(text).toContain('les autorités de contrôle compétentes sont espagnoles');
    expect(text).toContain('CNIL');
    expect(text).toContain('Dernière mise à jour\u00a0:');
  });
});
