import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/features/payments/provider.ts';
import { createStripeProvider } from '#server/features/payments/stripe-provider.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { countOrders, createIntent, customer, reportOrder, seedProduct, stockOf } from '../helpers/shop.ts';

/** A local HTTP server that answers like Stripe's API for the calls the provider makes. */
type Recorded = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined };

function fakeStripe() {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const requests: Recorded[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      const missing = () =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, intents.get(existing));
        const id = `pi_fake_${++n}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const pi = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          metadata,
          automatic_payment_methods: { enabled: form.get('automatic_payment_methods[enabled]') === 'true' },
          latest_charge: null,
          last_payment_error: null,
        };
        intents.set(id, pi);
        if (idempotencyKey) byKey.set(idempotencyKey, id);
        return send(200, pi);
      }
      const one = /^\/v1\/payment_intents\/([\w]+)(\/cancel)?$/.exec(url.pathname);
      if (one) {
        const pi = intents.get(one[1]!);
        if (!pi) return missing();
        if (one[2]) {
          if (pi.status === 'succeeded') return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'succeeded' } });
          pi.status = 'canceled';
          return send(200, pi);
        }
        const expand = form.getAll('expand[]').concat(form.getAll('expand[0]'));
        const charge =
          pi.status === 'succeeded'
            ? { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { last4: '4242' } } }
            : null;
        return send(200, { ...pi, latest_charge: expand.includes('latest_charge') ? charge : charge && 'ch_1' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(200, { id: 're_1', object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return {
    server,
    intents,
    requests,
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
    },
  };
}

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let fake: ReturnType<typeof fakeStripe>;
let provider: PaymentProvider;
let port: number;

beforeAll(async () => {
  fake = fakeStripe();
  fake.server.listen(0, '127.0.0.1');
  await once(fake.server, 'listening');
  port = (fake.server.address() as AddressInfo).port;
  provider = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret, api: { host: '127.0.0.1', port, protocol: 'http' } });
});
afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

function eventFor(id: string, type: string, intentId: string) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { ...fake.intents.get(intentId), latest_charge: 'ch_1' } },
  });
}

describe('the Stripe provider (official SDK against a local Stripe-like server)', () => {
  it('creates an intent with automatic payment methods, the metadata and the idempotency key', async () => {
    const intent = await provider.createIntent({ amountCents: 4250, currency: 'eur', metadata: { checkoutId: 'c1', kind: 'shop' }, idempotencyKey: 'checkout-c1' });
    expect(intent).toMatchObject({ amountCents: 4250, currency: 'eur', status: 'requires_payment_method', metadata: { checkoutId: 'c1', kind: 'shop' } });
    expect(intent.clientSecret).toContain('_secret_');
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.idempotencyKey).toBe('checkout-c1');
    expect(call.form.get('automatic_payment_methods[enabled]')).toBe('true');
    // The same key gives the same intent (a retried call never charges twice).
    const again = await provider.createIntent({ amountCents: 4250, currency: 'eur', metadata: {}, idempotencyKey: 'checkout-c1' });
    expect(again.id).toBe(intent.id);
  });

  it('retrieves an intent with its card’s last 4 digits, and undefined for an unknown one', async () => {
    const intent = await provider.createIntent({ amountCents: 100, currency: 'eur', metadata: {}, idempotencyKey: 'k2' });
    fake.succeed(intent.id);
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', cardLast4: '4242', amountCents: 100 });
    expect(fake.requests.at(-1)!.form.getAll('expand[0]').concat(fake.requests.at(-1)!.form.getAll('expand[]'))).toContain('latest_charge');
    expect(await provider.retrieveIntent('pi_missing')).toBeUndefined();
  });

  it('cancels (ignoring an intent that cannot be canceled) and refunds with an idempotency key', async () => {
    const intent = await provider.createIntent({ amountCents: 100, currency: 'eur', metadata: {}, idempotencyKey: 'k3' });
    await provider.cancelIntent(intent.id);
    expect(fake.intents.get(intent.id)!.status).toBe('canceled');
    const paid = await provider.createIntent({ amountCents: 100, currency: 'eur', metadata: {}, idempotencyKey: 'k4' });
    fake.succeed(paid.id);
    await expect(provider.cancelIntent(paid.id)).resolves.toBeUndefined();
    await provider.refund(paid.id);
    const call = fake.requests.at(-1)!;
    expect([call.path, call.form.get('payment_intent'), call.idempotencyKey]).toEqual(['/v1/refunds', paid.id, `refund-${paid.id}`]);
  });

  it('verifies webhook signatures with the SDK (constructEvent)', async () => {
    const intent = await provider.createIntent({ amountCents: 100, currency: 'eur', metadata: {}, idempotencyKey: 'k5' });
    const payload = eventFor('evt_v1', 'payment_intent.succeeded', intent.id);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const event = provider.verifyWebhook(Buffer.from(payload), header);
    expect(event).toMatchObject({ id: 'evt_v1', type: 'payment_intent.succeeded', intent: { id: intent.id, amountCents: 100 } });
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), wrong)).toThrow();
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow();
  });
});

describe('the shop on the Stripe provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_456', STRIPE_WEBHOOK_SECRET: webhookSecret }, undefined, {
      payments: provider,
    });
  });
  afterAll(() => t.close());

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('gives the browser the publishable key and has no test card route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_456' });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: {} })).statusCode).toBe(404);
  });

  it('checkout → Stripe says succeeded → signed webhook (delivered twice) → one paid order; the browser’s report finds it', async () => {
    const p = await seedProduct(t.database.db, { price: '35.00', sizes: { M: 3 } });
    const res = await createIntent(t.app, { amount: '1.00', items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 2 }], customer });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntentId } = res.json();
    expect(fake.intents.get(paymentIntentId)).toMatchObject({ amount: 7000, currency: 'eur' });
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(1);

    // Before Stripe confirms, the browser cannot make an order.
    expect((await reportOrder(t.app, { paymentIntentId, status: 'paid' })).statusCode).toBe(402);

    fake.succeed(paymentIntentId);
    const payload = eventFor('evt_shop_1', 'payment_intent.succeeded', paymentIntentId);
    const before = await countOrders(t.database.db);
    const bad = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(bad.statusCode).toBe(400);
    expect(await countOrders(t.database.db)).toBe(before);
    for (let i = 0; i < 2; i += 1) {
      const ok = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
      expect(ok.statusCode, ok.body).toBe(200);
    }
    expect(await countOrders(t.database.db)).toBe(before + 1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(order).toMatchObject({ status: 'paid', totalAmount: '70.00', cardLast4: '4242', paymentMethod: 'stripe' });
    const reported = await reportOrder(t.app, { paymentIntentId });
    expect(reported.json().id).toBe(order!.id);

    // Cancelling it refunds through Stripe and gives the stock back.
    await addAdmin(t.database.db);
    const session = await loginAs(t.app);
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order!.id}`, headers: asAdmin(session), payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === paymentIntentId)).toBe(true);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(3);
  });

  it('a payment_failed webhook keeps the reservation: the buyer may retry with another card (issue 10 item 3)', async () => {
    const p = await seedProduct(t.database.db, { price: '10.00', sizes: { S: 1 } });
    const res = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.S, quantity: 1 }], customer });
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(0);
    const payload = eventFor('evt_fail_1', 'payment_intent.payment_failed', res.json().paymentIntentId);
    const ok = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(ok.statusCode).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(0);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, res.json().paymentIntentId));
    expect(checkout!.status).toBe('reserved');
  });
});
