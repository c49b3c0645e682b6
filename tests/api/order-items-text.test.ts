import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { createIntent, customer, payWithTestCard, reportOrder, seedProduct, stockOf } from '../helpers/shop.ts';

/** The order line the admin adds by hand checks its texts like every other form (issue 11, item 3). */

let t: TestApp;
let session: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  session = await loginAs(t.app);
});
afterAll(() => t.close());

const addLine = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/order-items', headers: asAdmin(session), payload });

describe('POST /api/order-items (admin)', () => {
  it('refuses a customName, customNumber or customSize with a NUL character as a field error, adding nothing', async () => {
    const p = await seedProduct(t.database.db, { price: '10.00', sizes: { S: 3 } });
    const intent = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.S, quantity: 1 }], customer });
    expect(intent.statusCode, intent.body).toBe(200);
    expect((await payWithTestCard(t.app, intent.json().clientSecret)).statusCode).toBe(200);
    const orderId = (await reportOrder(t.app, { paymentIntentId: intent.json().paymentIntentId })).json().id as number;
    const linesBefore = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

    for (const field of ['customName', 'customNumber', 'customSize'] as const) {
      const res = await addLine({ orderId, productId: p.id, quantity: 1, customSize: 'S', [field]: 'A\u0000B' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toContain('El text conté caràcters no permesos.');
    }
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(2);
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(linesBefore);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalAmount).toBe('10.00');
  });

  it('still trims the texts and stores a blank one as null', async () => {
    const p = await seedProduct(t.database.db, { price: '4.00', sizes: { M: 2 } });
    const intent = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }], customer });
    expect((await payWithTestCard(t.app, intent.json().clientSecret)).statusCode).toBe(200);
    const orderId = (await reportOrder(t.app, { paymentIntentId: intent.json().paymentIntentId })).json().id as number;
    const res = await addLine({ orderId, productId: p.id, quantity: 1, customSize: ' M ', customName: '  Anna ', customNumber: '  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ customSize: 'M', customName: 'Anna', customNumber: null });
  });
});
