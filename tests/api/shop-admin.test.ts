import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, testPaymentIntents } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs, sameOrigin } from '../helpers/admin.ts';
import { createIntent, customer, payWithTestCard, reportOrder, seedProduct, stockOf } from '../helpers/shop.ts';

let t: TestApp;
let session: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  session = await loginAs(t.app);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: asAdmin(session), ...(payload === undefined ? {} : { payload: payload as object }) });

/** A paid order bought through the real checkout (test card). */
async function buy(items: unknown[]) {
  const intent = await createIntent(t.app, { items, customer });
  expect(intent.statusCode, intent.body).toBe(200);
  expect((await payWithTestCard(t.app, intent.json().clientSecret)).statusCode).toBe(200);
  const reported = await reportOrder(t.app, { paymentIntentId: intent.json().paymentIntentId });
  return { orderId: reported.json().id as number, paymentIntentId: intent.json().paymentIntentId as string };
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/orders'],
    ['PATCH', '/api/orders/1'],
    ['DELETE', '/api/orders/1'],
    ['POST', '/api/order-items'],
    ['GET', '/api/admin/products'],
    ['POST', '/api/products'],
    ['PATCH', '/api/products/1'],
    ['DELETE', '/api/products/1?force=true'],
    ['POST', '/api/products/1/sizes'],
    ['DELETE', '/api/product-sizes/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { origin: sameOrigin }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });

  it('a cross-site change is refused even with the session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: session.cookie, origin: 'https://evil.example' },
      payload: { name: 'x', price: '1' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('admin products', () => {
  it('creates a product with sizes, lists it with them, and edits keeping ids of sizes with the same name', async () => {
    const created = await admin('POST', '/api/products', {
      name: 'Samarreta nova',
      description: 'De cotó',
      price: '19,5',
      category: 'Roba',
      imageUrl: 'https://example.com/samarreta.jpg',
      requiresSizes: true,
      sizes: [
        { sizeName: 'S', stock: '4' },
        { sizeName: 'M', stock: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ price: '19.50', inStock: true, requiresSizes: true, requiresName: false });
    expect(product.sizes.map((s: { sizeName: string; stock: number }) => [s.sizeName, s.stock])).toEqual([
      ['S', 4],
      ['M', 0],
    ]);
    const list = await admin('GET', '/api/admin/products');
    expect(list.json().find((p: { id: number }) => p.id === product.id).sizes).toHaveLength(2);

    const sId = product.sizes[0].id;
    const edited = await admin('PATCH', `/api/products/${product.id}`, {
      price: 21,
      sizes: [
        { sizeName: 's', stock: 7 },
        { sizeName: 'XL', stock: 2 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Samarreta nova', price: '21.00', description: 'De cotó' });
    expect(edited.json().sizes).toEqual([
      { id: sId, sizeName: 's', stock: 7 },
      { id: expect.any(Number), sizeName: 'XL', stock: 2 },
    ]);
    const publicSizes = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/sizes` });
    expect(publicSizes.json()).toHaveLength(2);
  });

  it('refuses bad input with 400 and field errors, unknown ids with 404', async () => {
    const bad = await admin('POST', '/api/products', { name: '', price: 'abc', sizes: [{ sizeName: 'M', stock: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['name', 'price', 'sizes.0.stock']));
    const dup = await admin('POST', '/api/products', { name: 'x', price: '1', sizes: [{ sizeName: 'M', stock: 1 }, { sizeName: 'm', stock: 1 }] });
    expect(dup.statusCode).toBe(400);
    expect((await admin('PATCH', '/api/products/999999', { name: 'y' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/products/999999?force=true')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/product-sizes/999999')).statusCode).toBe(404);
  });

  it('adds and deletes a single size', async () => {
    const p = await seedProduct(t.database.db, { sizes: { M: 1 } });
    const added = await admin('POST', `/api/products/${p.id}/sizes`, { sizeName: 'L', stock: 3 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ sizeName: 'L', stock: 3 });
    expect((await admin('POST', `/api/products/${p.id}/sizes`, { sizeName: 'l', stock: 1 })).statusCode).toBe(409);
    expect((await admin('DELETE', `/api/product-sizes/${added.json().id}`)).statusCode).toBe(204);
    const sizes = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/sizes` });
    expect(sizes.json().map((s: { sizeName: string }) => s.sizeName)).toEqual(['M']);
  });

  it('deletes a product without sales', async () => {
    const p = await seedProduct(t.database.db, { name: 'Sense vendes' });
    const res = await admin('DELETE', `/api/products/${p.id}?force=true`);
    expect(res.json()).toEqual({ archived: false, message: 'Producte eliminat.' });
    expect(await t.database.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
  });

  it('archives a product with sales: hidden from the shop, every order and line kept', async () => {
    const p = await seedProduct(t.database.db, { name: 'Venuda', price: '10.00', sizes: { M: 5 } });
    const { orderId } = await buy([{ productId: p.id, sizeId: p.sizes.M, quantity: 2 }]);
    const res = await admin('DELETE', `/api/products/${p.id}?force=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json().archived).toBe(true);
    const shop = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(shop.json().some((x: { id: number }) => x.id === p.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/sizes` })).statusCode).toBe(404);
    expect((await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }] })).statusCode).toBe(409);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ totalAmount: '20.00', status: 'paid' });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toMatchObject([{ productId: p.id, productName: 'Venuda', price: '10.00', quantity: 2 }]);
    const listed = (await admin('GET', '/api/orders')).json().find((o: { id: number }) => o.id === orderId);
    expect(listed.items[0].product).toEqual({ name: 'Venuda', category: 'Roba', description: 'Una samarreta per a les proves' });
  });

  it('archives a product that a checkout still being paid holds', async () => {
    const p = await seedProduct(t.database.db, { name: 'Reservada', sizes: { M: 5 } });
    expect((await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }] })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/products/${p.id}`)).json().archived).toBe(true);
  });
});

describe('admin orders', () => {
  it('lists orders newest first with their lines and embedded product', async () => {
    const p = await seedProduct(t.database.db, { name: 'Dessuadora', price: '39.90', requiresName: true, sizes: { L: 3 } });
    const { orderId } = await buy([{ productId: p.id, sizeId: p.sizes.L, customName: 'ROCA', quantity: 1 }]);
    const res = await admin('GET', '/api/orders');
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first).toMatchObject({
      id: orderId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      totalAmount: '39.90',
      status: 'paid',
      paymentMethod: 'stripe',
      cardLast4: '4242',
      createdAt: expect.any(String),
      items: [
        {
          productName: 'Dessuadora',
          quantity: 1,
          price: '39.90',
          customSize: 'L',
          customName: 'ROCA',
          customNumber: null,
          product: { name: 'Dessuadora', category: 'Roba', description: expect.any(String) },
        },
      ],
    });
  });

  it('moves an order paid → ready (mailing the family) → completed, and refuses other moves', async () => {
    const p = await seedProduct(t.database.db, { price: '12.00' });
    const { orderId } = await buy([{ productId: p.id, quantity: 1 }]);
    await t.app.mail.flush();
    const before = t.mails.length;
    const ready = await admin('PATCH', `/api/orders/${orderId}`, { status: 'ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    await t.app.mail.flush();
    const mail = t.mails.slice(before).find((m) => m.to === customer.email);
    expect(mail?.subject).toContain('Pavelló Fòrum');
    expect(mail?.text).toContain(`comanda núm. ${orderId}`);
    expect((await admin('PATCH', `/api/orders/${orderId}`, { status: 'paid' })).statusCode).toBe(409);
    expect((await admin('PATCH', `/api/orders/${orderId}`, { status: 'completed' })).json().status).toBe('completed');
    expect((await admin('PATCH', `/api/orders/${orderId}`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await admin('PATCH', `/api/orders/${orderId}`, { status: 'lost' })).statusCode).toBe(400);
    expect((await admin('PATCH', '/api/orders/999999', { status: 'ready' })).statusCode).toBe(404);
  });

  it('cancelling a paid order gives its stock back and refunds it through the provider', async () => {
    const p = await seedProduct(t.database.db, { price: '25.00', sizes: { M: 4 } });
    const { orderId, paymentIntentId } = await buy([{ productId: p.id, sizeId: p.sizes.M, quantity: 3 }]);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(1);
    const res = await admin('PATCH', `/api/orders/${orderId}`, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(4);
    const [intent] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent!.metadata).toMatchObject({ refunded: 'true' });
    await t.app.mail.flush();
    expect(t.mails.at(-1)!.subject).toContain('cancel·lada');
  });

  it('adds a line by hand (admin only), taking stock and recomputing the total', async () => {
    const p = await seedProduct(t.database.db, { price: '10.00', sizes: { S: 2 } });
    const { orderId } = await buy([{ productId: p.id, sizeId: p.sizes.S, quantity: 1 }]);
    const res = await admin('POST', '/api/order-items', { orderId, productId: p.id, quantity: 1, customSize: 'S', price: '5' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ orderId, productName: 'Samarreta de proves', price: '5.00', customSize: 'S' });
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalAmount).toBe('15.00');
    const none = await admin('POST', '/api/order-items', { orderId, productId: p.id, quantity: 1, customSize: 'S' });
    expect(none.statusCode).toBe(409);
    expect((await admin('POST', '/api/order-items', { orderId: 999999, productId: p.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('deletes an order with its lines', async () => {
    const p = await seedProduct(t.database.db, { price: '3.00' });
    const { orderId } = await buy([{ productId: p.id, quantity: 1 }]);
    expect((await admin('DELETE', `/api/orders/${orderId}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(0);
    expect((await admin('DELETE', `/api/orders/${orderId}`)).statusCode).toBe(404);
  });
});
