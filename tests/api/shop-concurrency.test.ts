import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/app.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';
import { countOrders, createIntent, customer, payWithTestCard, seedProduct, stockOf } from '../helpers/shop.ts';

/** Two app instances, each with its own pool and port, on one fresh PostgreSQL database. */
async function twoInstances(): Promise<{ a: Instance; b: Instance; dispose: () => Promise<void> }> {
  const { instances, dispose } = await instancesOnPostgres(2);
  const [a, b] = instances as [Instance, Instance];
  return { a, b, dispose };
}

/**
 * Stock is never sold twice across instances (issue 4, acceptance). PGlite is one single-connection process, so
 * it cannot show a race: this suite needs PostgreSQL (TEST_DATABASE_URL).
 */
describe.skipIf(!onPostgres)('concurrent checkouts on PostgreSQL (skipped on PGlite: one connection cannot race)', () => {
  let t: Instance;
  let second: Instance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ a: t, b: second, dispose } = await twoInstances());
  });
  afterAll(() => dispose?.());

  it('50 checkouts for the last 10 units of a size, on two instances: exactly 10 succeed, stock never negative', async () => {
    const p = await seedProduct(t.database.db, { price: '20.00', sizes: { M: 10 } });
    const line = { productId: p.id, sizeId: p.sizes.M, quantity: 1 };
    let lowest = 10;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, await stockOf(t.database.db, p.sizes.M!));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    // Fifty different buyers (address and e-mail): one client's new checkout would release its previous one.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? t.app : second.app).inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          remoteAddress: `10.8.0.${i + 1}`,
          payload: { items: [line], customer: { ...customer, email: `comprador${i}@example.com` } },
        }),
      ),
    );
    watching = false;
    await watcher;
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.json().message === 'Talla no disponible')).toBe(true);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);

    // Every winner pays (half on each instance): 10 orders, stock still 0.
    const before = await countOrders(t.database.db);
    await Promise.all(ok.map((r, i) => payWithTestCard(i % 2 ? t.app : second.app, r.json().clientSecret)));
    expect(await countOrders(t.database.db)).toBe(before + 10);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(0);
  });

  it('the browser and the webhook finalizing the same payment at once create one order', async () => {
    const p = await seedProduct(t.database.db, { price: '9.00' });
    const intent = await createIntent(t.app, { items: [{ productId: p.id, quantity: 1 }], customer });
    const { clientSecret, paymentIntentId } = intent.json();
    const before = await countOrders(t.database.db);
    const [paid, ...reports] = await Promise.all([
      payWithTestCard(second.app, clientSecret),
      ...Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? t.app : second.app).inject({ method: 'POST', url: '/api/orders', payload: { paymentIntentId } }),
      ),
    ]);
    expect(paid!.statusCode).toBe(200);
    const ids = new Set(reports.filter((r) => r.statusCode < 300).map((r) => r.json().id));
    expect(ids.size).toBeLessThanOrEqual(1);
    expect(await countOrders(t.database.db)).toBe(before + 1);
  });
});
