import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, checkouts, orders } from '#server/db/schema.ts';
import { testPaymentMessages, testWebhookPayload } from '#server/features/payments/test-provider.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { payWithTestCard, seedProduct, stockOf } from '../helpers/shop.ts';

/**
 * Issue 10 item 3: a declined card keeps the hold until it expires (or the buyer leaves), so the unit is not put
 * back on sale and sold to someone else while the first buyer retries with another card.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 }, {}, undefined, { sweepIntervalMs: 3_600_000 });
});
afterAll(() => t.close());

const declined = '4000 0000 0000 0002';
const buyerA = { ip: '198.51.100.1', customer: { name: 'Anna Serra', email: 'anna@example.com', phone: '600 000 001' } };
const buyerB = { ip: '198.51.100.2', customer: { name: 'Bernat Pla', email: 'bernat@example.com', phone: '600 000 002' } };

function buy(buyer: typeof buyerA, items: object[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { 'x-forwarded-for': buyer.ip },
    payload: { items, customer: buyer.customer },
  });
}

async function paidOrders(intentIds: string[]) {
  const rows = await t.database.db.select().from(orders);
  return rows.filter((o) => intentIds.includes(o.paymentIntentId ?? '') && o.status === 'paid');
}

describe('decline, then retry (issue 10 item 3)', () => {
  it('the last unit: A is declined, B is refused (409), A pays with another card; one paid order for one unit', async () => {
    const p = await seedProduct(t.database.db, { price: '40.00', sizes: { XL: 1 } });
    const line = { productId: p.id, sizeId: p.sizes.XL, quantity: 1 };
    const a = await buy(buyerA, [line]);
    expect(a.statusCode).toBe(200);
    const fail = await payWithTestCard(t.app, a.json().clientSecret, declined);
    expect(fail.statusCode).toBe(402);
    expect(fail.json().message).toBe(testPaymentMessages.declined);
    expect(await stockOf(t.database.db, p.sizes.XL!)).toBe(0);

    const b = await buy(buyerB, [line]);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('Talla no disponible');

    expect((await payWithTestCard(t.app, a.json().clientSecret)).statusCode).toBe(200);
    const paid = await paidOrders([a.json().paymentIntentId]);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.adminNote).toBeNull();
    expect(await stockOf(t.database.db, p.sizes.XL!)).toBe(0);
    // B trying again still finds nothing: never two paid orders for the one unit.
    expect((await buy(buyerB, [line])).statusCode).toBe(409);
  });

  it('a payment_failed webhook (a card declined in Stripe’s form) keeps the hold too', async () => {
    const p = await seedProduct(t.database.db, { price: '40.00', sizes: { XL: 1 } });
    const line = { productId: p.id, sizeId: p.sizes.XL, quantity: 1 };
    const a = await buy(buyerA, [line]);
    const provider = t.app.payments;
    if (!isTestProvider(provider)) throw new Error('expected the test provider');
    const intent = (await provider.retrieveIntent(a.json().paymentIntentId))!;
    const payload = testWebhookPayload('evt_declined_a', 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': provider.signWebhook(payload) },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await buy(buyerB, [line])).statusCode).toBe(409);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, a.json().paymentIntentId));
    expect(checkout!.status).toBe('reserved');
  });

  it('the last campus place: A is declined, B is refused (Campus complet), A pays; one sign-up', async () => {
    const startDate = addDays(today(), 30);
    const [c] = await t.database.db
      .insert(campus)
      .values({
        name: 'Campus últim lloc',
        description: 'd',
        startDate,
        endDate: startDate,
        priceClubMember: '50.00',
        priceNonMember: '50.00',
        maxParticipants: 1,
        imageUrl: '/media/00000000000000000000000000000000.jpg',
      })
      .returning();
    const signUp = (buyer: typeof buyerA) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-campus-payment-intent',
        headers: { 'x-forwarded-for': buyer.ip },
        payload: {
          registrationData: {
            campusId: c!.id,
            childName: buyer.customer.name.split(' ')[0],
            childSurname: 'Prova',
            birthDate: yearsBefore(startDate, 10),
            parentEmail: buyer.customer.email,
            parentPhone: buyer.customer.phone,
            isClubMember: false,
          },
        },
      });
    const a = await signUp(buyerA);
    expect(a.statusCode).toBe(200);
    expect((await payWithTestCard(t.app, a.json().clientSecret, declined)).statusCode).toBe(402);
    const b = await signUp(buyerB);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('Campus complet');
    expect((await payWithTestCard(t.app, a.json().clientSecret)).statusCode).toBe(200);
    const regs = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c!.id));
    expect(regs.map((r) => r.status)).toEqual(['paid']);
  });

  it('the hold still ends at its expiry: then the declined intent can no longer be paid', async () => {
    const p = await seedProduct(t.database.db, { price: '40.00', sizes: { XL: 1 } });
    const a = await buy(buyerA, [{ productId: p.id, sizeId: p.sizes.XL, quantity: 1 }]);
    expect((await payWithTestCard(t.app, a.json().clientSecret, declined)).statusCode).toBe(402);
    await t.database.db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.paymentIntentId, a.json().paymentIntentId));
    const { runSweep } = await import('#server/features/sweep/turn.ts');
    await runSweep(t.app);
    expect(await stockOf(t.database.db, p.sizes.XL!)).toBe(1);
    await new Promise((r) => setTimeout(r, 50)); // the intent is canceled in the background
    expect((await payWithTestCard(t.app, a.json().clientSecret)).statusCode).toBe(409);
  });
});
