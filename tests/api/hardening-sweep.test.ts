import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, productSizes } from '#server/db/schema.ts';
import { advisoryLocks } from '#server/db/locks.ts';
import { sweepTurn } from '#server/features/sweep/turn.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';
import { countingProvider } from '../helpers/counting-provider.ts';
import { createIntent, customer, seedProduct, stockOf } from '../helpers/shop.ts';

/**
 * Issue 10 item 15: a public read never writes. The expiry sweep (which asks the payment provider about every
 * expired checkout) runs on a timer started by the app's wiring, one instance at a time on PostgreSQL.
 */
async function expiredCheckout(t: TestApp) {
  const p = await seedProduct(t.database.db, { price: '12.00', sizes: { M: 2 } });
  const res = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }], customer });
  expect(res.statusCode).toBe(200);
  await t.database.db
    .update(checkouts)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(checkouts.paymentIntentId, res.json().paymentIntentId));
  return { product: p, intentId: res.json().paymentIntentId as string };
}

const snapshot = async (t: TestApp) => ({
  checkouts: await t.database.db.select().from(checkouts).orderBy(checkouts.id),
  sizes: await t.database.db.select().from(productSizes).orderBy(productSizes.id),
});

describe('reads and checkouts do not sweep (issue 10 item 15)', () => {
  const counting = countingProvider();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, undefined, { payments: counting.provider, sweepIntervalMs: 3_600_000 });
    counting.attach(t);
  });
  afterAll(() => t.close());

  it('GET /api/products/{id}/sizes with an expired checkout calls no provider and changes nothing', async () => {
    const { product } = await expiredCheckout(t);
    counting.reset();
    const before = await snapshot(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/sizes` });
    expect(res.statusCode).toBe(200);
    expect(counting.calls).toMatchObject({ retrieveIntent: 0, cancelIntent: 0 });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a new checkout leaves another client’s expired checkout to the sweep', async () => {
    const { intentId } = await expiredCheckout(t);
    counting.reset();
    const other = await seedProduct(t.database.db, { price: '5.00' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: '192.0.2.200',
      payload: { items: [{ productId: other.id, quantity: 1 }], customer: { ...customer, email: 'altra@example.com' } },
    });
    expect(res.statusCode).toBe(200);
    expect(counting.calls).toMatchObject({ createIntent: 1, retrieveIntent: 0, cancelIntent: 0 });
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId));
    expect(row!.status).toBe('reserved');
  });
});

describe('the sweep timer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, undefined, { sweepIntervalMs: 100 });
  });
  afterAll(() => t.close());

  it('started by the app, it releases an expired checkout and cancels its intent', async () => {
    const { product, intentId } = await expiredCheckout(t);
    const deadline = Date.now() + 10_000;
    let status = 'reserved';
    while (status === 'reserved' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      [{ status }] = (await t.database.db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.paymentIntentId, intentId))) as [
        { status: string },
      ];
    }
    expect(status).toBe('released');
    expect(await stockOf(t.database.db, product.sizes.M!)).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.app.payments.retrieveIntent(intentId))?.status).toBe('canceled');
  });
});

describe.skipIf(!onPostgres)('one sweeper at a time on PostgreSQL (advisory lock)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, undefined, { sweepIntervalMs: 3_600_000 });
  });
  afterAll(() => t.close());

  it('a turn is skipped while another instance holds the sweep lock, and sweeps once it is free', async () => {
    const { intentId } = await expiredCheckout(t);
    const other = await t.database.pool!.connect(); // another instance's sweeping connection
    try {
      await other.query('select pg_advisory_lock($1)', [advisoryLocks.sweep.key]);
      expect(await sweepTurn(t.app)).toBe('skipped');
      const [held] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId));
      expect(held!.status).toBe('reserved');
      await other.query('select pg_advisory_unlock($1)', [advisoryLocks.sweep.key]);
    } finally {
      other.release();
    }
    expect(await sweepTurn(t.app)).toBe('swept');
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId));
    expect(row!.status).toBe('released');
  });
});
