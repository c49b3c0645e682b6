import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { checkouts, orders } from '#server/db/schema.ts';
import { createIntent, customer, payWithTestCard, reportOrder, seedProduct } from '../helpers/shop.ts';

/**
 * orders.checkout_id (issue 11 item 8): the database itself keeps one order per checkout (a unique index) and
 * refuses an order naming a checkout that does not exist (a foreign key, set to null if the checkout is deleted).
 */
const t = withTestApp();

/** The Postgres error code of a failed query (drizzle wraps the driver's error in `cause`). */
async function pgCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

async function paidOrder() {
  const p = await seedProduct(t.database.db, { price: '12.00', sizes: { M: 3 } });
  const started = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }], customer });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
  const order = (await reportOrder(t.app, { paymentIntentId })).json() as { id: number };
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  return row!;
}

const orderValues = (checkoutId: string | null) => ({
  customerName: 'Marta Puig',
  customerEmail: 'marta@example.com',
  customerPhone: '600000000',
  totalAmount: '12.00',
  checkoutId,
});

describe('orders.checkout_id', () => {
  it('a second order with the same checkout is refused by the database (unique)', async () => {
    const first = await paidOrder();
    expect(first.checkoutId).toBeTruthy();
    expect(await pgCode(() => t.database.db.insert(orders).values(orderValues(first.checkoutId)))).toBe('23505');
    // Orders without a checkout (none in the app today, but the column allows it) are not limited.
    await t.database.db.insert(orders).values([orderValues(null), orderValues(null)]);
  });

  it('an order naming a checkout that does not exist is refused (foreign key)', async () => {
    expect(await pgCode(() => t.database.db.insert(orders).values(orderValues('no-such-checkout')))).toBe('23503');
  });

  it('deleting the checkout keeps the order and empties its checkout_id (on delete set null)', async () => {
    const order = await paidOrder();
    await t.database.db.delete(checkouts).where(eq(checkouts.id, order.checkoutId!));
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.checkoutId).toBeNull();
  });
});
