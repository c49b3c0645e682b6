import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailQueue, orders, testPaymentIntents } from '#server/db/schema.ts';
import { isTestProvider, testWebhookPayload } from '#server/features/payments/test-provider.ts';
import { mailRef } from '#server/mail/queue.ts';
import { fieldMessages } from '#shared/validation/fields.ts';
import { phoneMessage } from '#shared/validation/phone.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createIntent, customer, payWithTestCard, reportOrder, type SeededProduct, seedProduct, stockOf } from '../helpers/shop.ts';

/**
 * Issue 13 item 6, the shop's side: the checkout refuses a customer without a name, a plausible e-mail or a real
 * phone number with field errors before any payment exists, and the club hears of every paid order exactly once.
 */
const clubEmail = 'botiga@cbllivia.example';
let t: TestApp;
let shirt: SeededProduct;
beforeAll(async () => {
  t = await createTestApp({}, { CLUB_EMAIL: clubEmail });
  shirt = await seedProduct(t.database.db, { name: 'Samarreta groga', price: '25.00', requiresNumber: true, sizes: { M: 100 } });
});
afterAll(() => t.close());

const line = { productId: () => shirt.id, sizeId: () => shirt.sizes.M, customNumber: '9', quantity: 2 };
const items = () => [{ productId: line.productId(), sizeId: line.sizeId(), customNumber: line.customNumber, quantity: line.quantity }];
const count = async (table: typeof checkouts | typeof testPaymentIntents) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/create-payment-intent refuses bad contact details (400, field errors, nothing reserved)', () => {
  const refused: [string, Record<string, string>, Record<string, string>][] = [
    ['no name', { ...customer, name: '   ' }, { 'customer.name': 'Aquest camp és obligatori.' }],
    ['an e-mail without domain', { ...customer, email: 'marta@' }, { 'customer.email': fieldMessages.email.message }],
    ['an e-mail without @', { ...customer, email: 'marta.example.com' }, { 'customer.email': fieldMessages.email.message }],
    ['an e-mail without a top-level domain', { ...customer, email: 'marta@example' }, { 'customer.email': fieldMessages.email.message }],
    ['a phone of 8 digits', { ...customer, phone: '600 123 12' }, { 'customer.phone': phoneMessage.message }],
    ['a phone of letters', { ...customer, phone: 'no en tinc' }, { 'customer.phone': phoneMessage.message }],
    [
      'all three wrong',
      { name: '', email: 'x', phone: '123' },
      { 'customer.name': 'Aquest camp és obligatori.', 'customer.email': fieldMessages.email.message, 'customer.phone': phoneMessage.message },
    ],
  ];
  it.each(refused)('%s', async (_label, body, expected) => {
    const [checkoutsBefore, intentsBefore] = [await count(checkouts), await count(testPaymentIntents)];
    const res = await createIntent(t.app, { amount: '50.00', items: items(), customer: body });
    expect(res.statusCode, res.body).toBe(400);
    const { message, fieldErrors } = res.json() as { message: string; fieldErrors: Record<string, string[]> };
    expect(message).toBe('Les dades enviades no són vàlides.');
    for (const [key, text] of Object.entries(expected)) expect(fieldErrors[key], key).toEqual([text]);
    expect(Object.keys(fieldErrors).sort()).toEqual(Object.keys(expected).sort());
    // No checkout, no intent at the provider, no stock held.
    expect(await count(checkouts)).toBe(checkoutsBefore);
    expect(await count(testPaymentIntents)).toBe(intentsBefore);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(100);
  });

  it('accepts Spanish and French numbers, and SPEC’s body without customer details', async () => {
    for (const phone of ['600123123', '+34 600 12 31 23', '+33 6 12 34 56 78', '04 68 04 00 00']) {
      const res = await createIntent(t.app, { items: items(), customer: { ...customer, phone } });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(200);
    }
    expect((await createIntent(t.app, { amount: '50.00', items: items() })).statusCode).toBe(200);
  });
});

describe('the club’s notice of a paid order', () => {
  const noticesAbout = (orderId: number) =>
    t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, clubEmail), eq(mailQueue.ref, mailRef('order', orderId))));

  async function paidIntent(buyer = customer) {
    const started = await createIntent(t.app, { items: items(), customer: buyer });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json() as { clientSecret: string; paymentIntentId: string };
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
    return paymentIntentId;
  }

  function deliverWebhook(paymentIntentId: string, eventId: string) {
    const provider = t.app.payments;
    if (!isTestProvider(provider)) throw new Error('expected the test provider');
    return provider.retrieveIntent(paymentIntentId).then((intent) => {
      const payload = testWebhookPayload(eventId, 'payment_intent.succeeded', intent!);
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': provider.signWebhook(payload) },
        payload,
      });
    });
  }

  it('is queued with the order: number, items, total, the buyer’s name, e-mail and phone, to CLUB_EMAIL', async () => {
    const buyer = { name: 'Joan Pujol Serra', email: 'joan.pujol@example.com', phone: '+33 6 11 22 33 44' };
    const paymentIntentId = await paidIntent(buyer);
    // The test card form has finalized the payment already; the browser's report finds the order.
    const res = await reportOrder(t.app, { paymentIntentId });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json() as { id: number }).id;
    expect(await noticesAbout(orderId)).toHaveLength(1);

    await t.app.mail.flush();
    const notice = t.mails.find((m) => m.to === clubEmail && m.subject.includes(`núm. ${orderId} `))!;
    expect(notice.subject).toBe(`Nova comanda núm. ${orderId} a la botiga (50,00\u00a0€)`);
    const text = notice.text.replace(/\s/g, ' ');
    expect(text).toContain(`Comanda núm. ${orderId}, pagada amb targeta acabada en 4242.`);
    expect(text).toContain('2 × Samarreta groga (talla M, número 9): 50,00 €');
    expect(text).toContain('Total pagat: 50,00 €');
    expect(text).toContain('Nom: Joan Pujol Serra');
    expect(text).toContain('Correu: joan.pujol@example.com');
    expect(text).toContain('Telèfon: +33 6 11 22 33 44');
    // A notice for the club: no family footer, no Reply-To to itself.
    expect(notice.replyTo).toBeUndefined();
    expect(notice.text).not.toContain('/privacitat');
  });

  it('exactly one per order when the browser reports twice and the webhook arrives twice (also at once)', async () => {
    // Paid at the provider only (the card form's own report lost): the browser and two webhooks race to finalize.
    const started = await createIntent(t.app, { items: items(), customer });
    const { paymentIntentId } = started.json() as { paymentIntentId: string };
    await t.database.db.update(testPaymentIntents).set({ status: 'succeeded', cardLast4: '4242' }).where(eq(testPaymentIntents.id, paymentIntentId));
    const results = await Promise.all([
      reportOrder(t.app, { paymentIntentId }),
      deliverWebhook(paymentIntentId, 'evt_clarity_1'),
      deliverWebhook(paymentIntentId, 'evt_clarity_2'),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(300);
    expect((await deliverWebhook(paymentIntentId, 'evt_clarity_1')).json()).toMatchObject({ duplicate: true });
    expect((await reportOrder(t.app, { paymentIntentId })).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(await noticesAbout(order!.id)).toHaveLength(1);

    await t.app.mail.flush();
    const delivered = t.mails.filter((m) => m.to === clubEmail && m.subject.includes(`núm. ${order!.id} `));
    expect(delivered).toHaveLength(1);
  });

  it('an unpaid checkout tells the club nothing', async () => {
    const started = await createIntent(t.app, { items: items(), customer });
    const { paymentIntentId } = started.json() as { paymentIntentId: string };
    expect((await reportOrder(t.app, { paymentIntentId })).statusCode).toBe(402);
    const notices = await t.database.db.select().from(mailQueue).where(eq(mailQueue.to, clubEmail));
    expect(notices.every((m) => m.ref !== null && !m.text.includes(paymentIntentId))).toBe(true);
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))).toHaveLength(0);
  });
});
