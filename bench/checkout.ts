// Checkout under load (issue 6, benchmark 3): 100 concurrent buyers for the last 10 units of a size, through two
// app instances on one PostgreSQL with the test payment provider. Each buyer does what the browser does:
// create-intent → confirm with the test card → POST /api/orders. Target: 10 paid, 0 oversold, stock 0.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';
import { customer, seedProduct, stockOf } from '../tests/helpers/shop.ts';
import { withInstances } from './lib/instances.ts';
import { percentile } from './lib/latency.ts';
import { sized } from './lib/mode.ts';

export type Percentiles = { p50: number; p99: number };

export type CheckoutBench = {
  buyers: number;
  /** Orders in the database after the run (each buyer told 200/201 by POST /api/orders has one). */
  paid: number;
  /** Buyers whose create-intent was refused with 409 (no stock left). */
  refused: number;
  /** Orders beyond the 10 units there were (target 0). */
  oversold: number;
  finalStock: number;
  /** Latency of POST /api/create-payment-intent over every buyer (ms). */
  createIntent: Percentiles;
  /** Latency of POST /api/orders (the browser's finalize) over every buyer who paid (ms). */
  finalize: Percentiles;
  /** Answers that were neither success nor 409 (target 0), e.g. "orders 500". */
  errors: string[];
};

const buyers = sized(100, 10);
const units = sized(10, 3);


function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function post(base: string, route: string, body: unknown, ip = '10.20.0.1'): Promise<{ status: number; json: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - started };
}

export async function benchCheckout(databaseUrl: string): Promise<CheckoutBench> {
  return withInstances(
    databaseUrl,
    async ({ servers, database }) => {
      // One shirt whose size M has exactly the last 10 units.
      const shirt = await seedProduct(database.db, { name: 'Samarreta de joc', price: '20.00', sizes: { M: units } });
      const sizeId = shirt.sizes.M!;
      const items = [{ productId: shirt.id, sizeId, quantity: 1 }];
      // One warm-up request per instance (route compilation, first pool connection) outside the measurement.
      await Promise.all(servers.map((s) => fetch(`${s.url}/api/products/${shirt.id}/sizes`).then((r) => r.arrayBuffer())));

      const createMs: number[] = [];
      const finalizeMs: number[] = [];
      const errors: string[] = [];
      let refused = 0;
      let told = 0;
      const buy = async (i: number) => {
        const base = servers[i % 2]!.url;
        const buyer = { ...customer, email: `comprador${i}@example.com` };
        const intent = await post(base, '/api/create-payment-intent', { items, customer: buyer }, `10.20.${i >> 8}.${i & 255}`);
        createMs.push(intent.ms);
        if (intent.status === 409) {
          refused += 1;
          return;
        }
        if (intent.status !== 200) {
          errors.push(`create-payment-intent ${intent.status}`);
          return;
        }
        const { clientSecret, paymentIntentId } = intent.json as { clientSecret: string; paymentIntentId: string };
        const confirm = await post(base, '/api/payments/test/confirm', {
          clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
        });
        if (confirm.status !== 200) {
          errors.push(`confirm ${confirm.status}`);
          return;
        }
        const order = await post(base, '/api/orders', {
          paymentIntentId,
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
        });
        finalizeMs.push(order.ms);
        if (order.status === 200 || order.status === 201) told += 1;
        else errors.push(`orders ${order.status}`);
      };
      await Promise.all(Array.from({ length: buyers }, (_, i) => buy(i)));

      const paid = (await database.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'))).length;
      if (told !== paid) errors.push(`${told} buyers were told their order exists, the database has ${paid}`);
      return {
        buyers,
        paid,
        refused,
        oversold: Math.max(0, paid - units),
        finalStock: await stockOf(database.db, sizeId),
        createIntent: percentiles(createMs),
        finalize: percentiles(finalizeMs),
        errors,
      };
    },
    { PUBLIC_WRITE_LIMIT: '0' },
  );
}
