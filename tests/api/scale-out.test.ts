import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/app.ts';
import { addAdmin, rememberedCookie, testAdmin } from '../helpers/admin.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';

/**
 * Issue 6, scale-out: two app instances on different ports sharing one PostgreSQL behave as one site.
 * (Stock across instances under concurrency: shop-concurrency.test.ts; campus places: campus-concurrency.test.ts.)
 */
describe.skipIf(!onPostgres)('two instances on one PostgreSQL (skipped on PGlite: one process only)', () => {
  let a: Instance;
  let b: Instance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const started = await instancesOnPostgres(2);
    [a, b] = started.instances as [Instance, Instance];
    dispose = started.dispose;
    await addAdmin(a.database.db);
  });
  afterAll(() => dispose?.());

  async function login(on: Instance) {
    const res = await fetch(`${on.url}/api/admin/login`, {
      method: 'POST',
      // The browser addAdmin remembered for the second factor: the password is enough.
      headers: { 'content-type': 'application/json', origin: on.url, cookie: rememberedCookie(on.app) },
      body: JSON.stringify(testAdmin),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('cbl_admin'))!.split(';')[0]!;
    return { cookie, csrfToken: (await res.json()).csrfToken as string };
  }

  const session = (on: Instance, cookie: string) => fetch(`${on.url}/api/admin/session`, { headers: { cookie } });

  it('a session created on one instance is valid on the other, and a logout on one ends it on both', async () => {
    const { cookie } = await login(a);
    expect(a.url).not.toBe(b.url);
    expect((await session(a, cookie)).status).toBe(200);
    expect((await session(b, cookie)).status).toBe(200);
    const out = await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: { cookie, origin: b.url } });
    expect(out.status).toBeLessThan(300);
    expect((await session(a, cookie)).status).toBe(401);
    expect((await session(b, cookie)).status).toBe(401);
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const { cookie } = await login(a);
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c2410c' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'pavello.jpg');
    const up = await fetch(`${a.url}/api/upload-image`, { method: 'POST', headers: { cookie, origin: a.url }, body: form });
    expect(up.status).toBe(200);
    const { imagePath } = (await up.json()) as { imagePath: string };
    const served = await fetch(`${b.url}${imagePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(1200);
  });

  it('a product created through one instance is in that instance’s cached list at once and in the other’s a moment later', async () => {
    const { cookie } = await login(a);
    // B has the list in its memory cache now.
    const before = (await (await fetch(`${b.url}/api/products`)).json()) as { name: string }[];
    expect(before.some((p) => p.name === 'Gorra de l’escalfament')).toBe(false);
    expect(b.app.publicCache.holds('products')).toBe(true);
    await fetch(`${a.url}/api/products`);
    expect(a.app.publicCache.holds('products')).toBe(true);
    const created = await fetch(`${a.url}/api/products`, {
      method: 'POST',
      headers: { cookie, origin: a.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Gorra de l’escalfament',
        description: 'Gorra del club',
        price: '12.00',
        category: 'Accessoris',
        imageUrl: 'https://example.com/gorra.jpg',
        inStock: true,
        requiresNumber: false,
        requiresName: false,
        requiresSizes: false,
        sizes: [],
      }),
    });
    expect(created.status).toBeLessThan(300);
    const own = (await (await fetch(`${a.url}/api/products`)).json()) as { name: string }[];
    expect(own.some((p) => p.name === 'Gorra de l’escalfament')).toBe(true);
    // The other instance drops its copy when the trigger's NOTIFY reaches it: a moment after the commit.
    const listed = async () => ((await (await fetch(`${b.url}/api/products`)).json()) as { name: string }[]).some((p) => p.name === 'Gorra de l’escalfament');
    await expect.poll(listed, { timeout: 2000, interval: 20 }).toBe(true);
  });

  it('the login rate limit counts failures made on both instances', async () => {
    const fail = (on: Instance) =>
      fetch(`${on.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: on.url },
        body: JSON.stringify({ username: 'intrus', password: 'no-és-aquesta' }),
      });
    const statuses: number[] = [];
    for (const on of [a, b, a, b, a]) statuses.push((await fail(on)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await fail(b)).status).toBe(429);
    expect((await fail(a)).status).toBe(429);
  });
});
