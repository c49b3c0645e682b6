import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Block, privacySections } from '#client/features/privacy/notice-layout.ts';
import { addAdmin, sameOrigin, testAdmin } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
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
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: testAdmin,
    });
    expect(login.statusCode).toBe(200);
    const product = await seedProduct(t.database.db, { sizes: { M: 2 } });
    const checkout = await createIntent(t.app, { items: [{ productId: product.id, sizeId: product.sizes.M, quantity: 1 }], customer });
    expect(checkout.statusCode).toBe(200);

    const set = [...login.cookies, ...checkout.cookies].map((c) => c.name.replace(/^__Host-/, ''));
    // The three the notice explains: without them this test would prove nothing.
    expect(new Set(set)).toEqual(new Set(['cbl_admin', 'cbl_device', 'cbl_checkout']));
    const listed = listedNames();
    for (const name of set) expect(listed, name).toContain(name);
  });
});
