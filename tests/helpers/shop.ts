import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { checkouts, orderItems, orders, productSizes, products } from '#server/db/schema.ts';

/** Helpers of the shop tests: products made directly in the database, and the browser's checkout calls. */

export type SeededProduct = { id: number; sizes: Record<string, number> };

export async function seedProduct(
  db: Db,
  opts: {
    name?: string;
    price?: string;
    inStock?: boolean;
    requiresNumber?: boolean;
    requiresName?: boolean;
    sizes?: Record<string, number>;
  } = {},
): Promise<SeededProduct> {
  const [row] = await db
    .insert(products)
    .values({
      name: opts.name ?? 'Samarreta de proves',
      description: 'Una samarreta per a les proves',
      price: opts.price ?? '35.00',
      category: 'Roba',
      inStock: opts.inStock ?? true,
      requiresNumber: opts.requiresNumber ?? false,
      requiresName: opts.requiresName ?? false,
      requiresSizes: Boolean(opts.sizes),
    })
    .returning({ id: products.id });
  const sizes: Record<string, number> = {};
  for (const [sizeName, stock] of Object.entries(opts.sizes ?? {})) {
    const [s] = await db.insert(productSizes).values({ productId: row!.id, sizeName, stock }).returning({ id: productSizes.id });
    sizes[sizeName] = s!.id;
  }
  return { id: row!.id, sizes };
}

export async function stockOf(db: Db, sizeId: number): Promise<number> {
  const [row] = await db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, sizeId));
  return row!.stock;
}

export async function countOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

export async function countOrderItems(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems);
  return row!.n;
}

export const customer = { name: 'Marta Puig', email: 'marta@example.com', phone: '600 123 123' };

export function createIntent(app: FastifyInstance, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body as object });
}

export function payWithTestCard(app: FastifyInstance, clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { clientSecret, cardNumber, expiry: '12/39', cvc: '123' },
  });
}

export function reportOrder(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', payload: body });
}

/** Makes every reserved checkout look 31 minutes old. */
export async function expireReservations(db: Db): Promise<void> {
  await db
    .update(checkouts)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(checkouts.status, 'reserved'));
}

/** One paid shop order made as a family would (intent, test card, report): a 30 € shirt, size M with 3 in stock. */
export async function paidOrder(
  app: FastifyInstance,
  db: Db,
): Promise<{ id: number; paymentIntentId: string; sizeId: number }> {
  const p = await seedProduct(db, { price: '30.00', sizes: { M: 3 } });
  const started = await createIntent(app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1 }], customer });
  if (started.statusCode !== 200) throw new Error(`create-payment-intent ${started.statusCode}: ${started.body}`);
  const { clientSecret, paymentIntentId } = started.json();
  const paid = await payWithTestCard(app, clientSecret);
  if (paid.statusCode !== 200) throw new Error(`test confirm ${paid.statusCode}: ${paid.body}`);
  const order = (await reportOrder(app, { paymentIntentId })).json() as { id: number };
  return { id: order.id, paymentIntentId, sizeId: p.sizes.M! };
}
