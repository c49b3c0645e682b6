import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, checkoutAbandonments, checkouts, orders } from '#server/db/schema.ts';
import { eraseCampus } from '#server/features/campus/erase.ts';
import { campusOpenPerAddress } from '#server/features/campus/payment.ts';
import { advisoryLocks } from '#server/db/locks.ts';
import { releaseExpiredCheckouts } from '#server/features/payments/sweep.ts';
import { runSweep, sweepTurn } from '#server/features/sweep/turn.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { shopOpenPerAddress } from '#server/features/shop/service.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { customer, payWithTestCard, seedProduct, stockOf } from '../helpers/shop.ts';

/**
 * The review of issue 10 items 1 and 3 (decisions 106, 109): a wedged checkout cannot stop the sweep, a browser
 * replacing its checkout contests nothing and renews nothing, an address's bound refuses instead of releasing other
 * families' holds, one browser's parallel checkouts are counted under a lock, the sweep has its own lock key and
 * gives back held stock first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 }, {}, undefined, { sweepIntervalMs: 3_600_000 });
});
afterAll(() => t.close());

type Client = { ip: string; email: string; cookie?: string };

async function post(client: Client, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': client.ip, ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  const set = res.cookies.find((c) => c.name.endsWith('cbl_checkout'));
  if (set && client.cookie === undefined) client.cookie = `${set.name}=${set.value}`;
  return res;
}

const buy = (client: Client, items: object[]) =>
  post(client, '/api/create-payment-intent', { items, customer: { ...customer, email: client.email } });

const startDate = addDays(today(), 40);

const signUp = (client: Client, campusId: number, childName: string) =>
  post(client, '/api/create-campus-payment-intent', {
    registrationData: {
      campusId,
      childName,
      childSurname: 'Prova',
      birthDate: yearsBefore(startDate, 10),
      parentEmail: client.email,
      parentPhone: '600 111 222',
      isClubMember: false,
    },
  });

const checkoutOf = async (intentId: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId)))[0]!;

async function expire(intentId: string, ago = '1 second') {
  await t.database.db
    .update(checkouts)
    .set({ expiresAt: sql`now() - ${ago}::interval` })
    .where(eq(checkouts.paymentIntentId, intentId));
}

/** Confirms an intent at the provider only (the browser's report and the webhook lost). */
async function chargeOnly(clientSecret: string) {
  const provider = t.app.payments;
  if (!isTestProvider(provider)) throw new Error('test provider expected');
  const r = await provider.confirm({ clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' });
  expect(r.outcome).toBe('succeeded');
}

describe('a checkout the sweep cannot settle (review item 1)', () => {
  it('a paid checkout of a deleted campus is refunded automatically (issue 22 finding 2) and does not stop the release of another expired hold', async () => {
    const c = await seedCampus(t.database.db, { startDate, priceNonMember: '20.00', maxParticipants: 5 });
    const family: Client = { ip: '198.51.100.101', email: 'wedge@example.com' };
    const paid = await signUp(family, c.id, 'Anna');
    expect(paid.statusCode, paid.body).toBe(200);
    await chargeOnly(paid.json().clientSecret);
    // The campus disappears behind the checkout's back: finalizing this payment throws.
    await t.database.db.delete(campus).where(eq(campus.id, c.id));
    await expire(paid.json().paymentIntentId, '1 hour');

    const shirt = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 1 } });
    const other = await buy({ ip: '198.51.100.102', email: 'altra@example.com' }, [
      { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 1 },
    ]);
    expect(other.statusCode).toBe(200);
    await expire(other.json().paymentIntentId);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(0);

    await runSweep(t.app);
    await runSweep(t.app);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(1);
    // Nothing to attach the sign-up to: the payment went back to the card (before issue 22: set aside for the club).
    expect((await checkoutOf(paid.json().paymentIntentId))).toMatchObject({ status: 'refunded', unstorableReason: 'gone' });
    expect((await checkoutOf(other.json().paymentIntentId)).status).toBe('released');
  });

  it('a paid checkout whose amount does not match is set aside too (it would come first every turn)', async () => {
    const shirt = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 1 } });
    const res = await buy({ ip: '198.51.100.104', email: 'import@example.com' }, [
      { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 1 },
    ]);
    await chargeOnly(res.json().clientSecret);
    await t.database.db.update(checkouts).set({ amount: '11.00' }).where(eq(checkouts.paymentIntentId, res.json().paymentIntentId));
    await expire(res.json().paymentIntentId);
    await runSweep(t.app);
    expect((await checkoutOf(res.json().paymentIntentId)).status).toBe('attention');
    // It keeps its unit (the family paid; the club sorts it out).
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(0);
  });

  it('deleting a campus releases its running checkouts and cancels their intents', async () => {
    const c = await seedCampus(t.database.db, { startDate, priceNonMember: '20.00', maxParticipants: 5 });
    const res = await signUp({ ip: '198.51.100.103', email: 'esborrat@example.com' }, c.id, 'Biel');
    expect(res.statusCode).toBe(200);
    expect(await eraseCampus(t.app, c.id)).toBe(true);
    const row = await checkoutOf(res.json().paymentIntentId);
    expect(row).toMatchObject({ status: 'released', registrationData: null, customerEmail: null });
    expect((await t.app.payments.retrieveIntent(res.json().paymentIntentId))?.status).toBe('canceled');
    // Nothing is contested by it.
    expect(await t.database.db.select().from(checkoutAbandonments).where(eq(checkoutAbandonments.resource, `campus:${c.id}`))).toEqual([]);
  });
});

describe('a browser replacing its checkout (review item 2)', () => {
  it('two checkouts from one browser do not make the size contested, and the second keeps the first one’s expiry', async () => {
    const shirt = await seedProduct(t.database.db, { price: '25.00', sizes: { M: 3 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 1 };
    const me: Client = { ip: '198.51.100.110', email: 'repetit@example.com' };
    const first = await buy(me, [line]);
    expect(first.statusCode).toBe(200);
    // A little later (as if two minutes had passed): the replacement must not run longer than the first.
    await t.database.db
      .update(checkouts)
      .set({ expiresAt: sql`now() + interval '7 minutes'` })
      .where(eq(checkouts.paymentIntentId, first.json().paymentIntentId));
    const second = await buy(me, [line]);
    expect(second.statusCode).toBe(200);
    const [a, b] = [await checkoutOf(first.json().paymentIntentId), await checkoutOf(second.json().paymentIntentId)];
    expect(a.status).toBe('released');
    expect(b).toMatchObject({ status: 'reserved', held: true });
    expect(b.expiresAt.getTime()).toBeLessThanOrEqual(a.expiresAt.getTime());
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(2);
    expect(
      await t.database.db.select().from(checkoutAbandonments).where(eq(checkoutAbandonments.resource, `size:${shirt.sizes.M}`)),
    ).toEqual([]);
    // Another family now finds the size held as usual.
    const other = await buy({ ip: '198.51.100.111', email: 'altra2@example.com' }, [line]);
    expect((await checkoutOf(other.json().paymentIntentId)).held).toBe(true);
  });

  it('decline → retry with a replacement: one unit, one paid order, the other family refused', async () => {
    const shirt = await seedProduct(t.database.db, { price: '25.00', sizes: { L: 1 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.L, quantity: 1 };
    const me: Client = { ip: '198.51.100.120', email: 'declinada@example.com' };
    const first = await buy(me, [line]);
    expect(first.statusCode).toBe(200);
    expect((await payWithTestCard(t.app, first.json().clientSecret, '4000 0000 0000 0002')).statusCode).not.toBe(200);
    // The family starts again from the cart (same browser): a replacement.
    const retry = await buy(me, [line]);
    expect(retry.statusCode, retry.body).toBe(200);
    // Another family tries the same last unit: it is held by the retry.
    const other = await buy({ ip: '198.51.100.121', email: 'segona@example.com' }, [line]);
    expect(other.statusCode).toBe(409);
    expect((await payWithTestCard(t.app, retry.json().clientSecret)).statusCode).toBe(200);
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.paymentIntentId, [first.json().paymentIntentId, retry.json().paymentIntentId]));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.adminNote).toBeNull();
    expect(await stockOf(t.database.db, shirt.sizes.L!)).toBe(0);
  });

  it('an expired hold replaced before the sweep saw it still counts as abandoned (replacing never renews a hold)', async () => {
    const shirt = await seedProduct(t.database.db, { price: '25.00', sizes: { S: 2 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.S, quantity: 1 };
    const me: Client = { ip: '198.51.100.130', email: 'renova@example.com' };
    const first = await buy(me, [line]);
    await expire(first.json().paymentIntentId);
    const second = await buy(me, [line]);
    expect(second.statusCode).toBe(200);
    expect((await checkoutOf(second.json().paymentIntentId)).held).toBe(false);
    expect(await stockOf(t.database.db, shirt.sizes.S!)).toBe(2);
  });
});

describe('a registration evening on one Wi-Fi (review item 3)', () => {
  it(`${campusOpenPerAddress} families from one address all keep their places; one more is refused with 429`, async () => {
    const c = await seedCampus(t.database.db, { startDate, priceNonMember: '20.00', maxParticipants: 60 });
    const ids: string[] = [];
    for (let i = 0; i < campusOpenPerAddress; i += 1) {
      const res = await signUp({ ip: '203.0.113.50', email: `familia${i}@example.com` }, c.id, `Nen ${i}`);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().paymentIntentId);
    }
    const over = await signUp({ ip: '203.0.113.50', email: 'una-mes@example.com' }, c.id, 'Sobrant');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'Hi ha massa pagaments oberts des d’aquesta connexió. Espereu uns minuts o completeu els que teniu oberts.',
    );
    const rows = await t.database.db.select().from(checkouts).where(eq(checkouts.campusId, c.id));
    expect(rows.filter((r) => r.status === 'reserved' && r.held)).toHaveLength(campusOpenPerAddress);
    expect(await t.database.db.select().from(checkoutAbandonments).where(eq(checkoutAbandonments.resource, `campus:${c.id}`))).toEqual([]);
    for (const id of ids) expect((await checkoutOf(id)).status).toBe('reserved');
  });

  it(`the shop: ${shopOpenPerAddress} open checkouts from one address, the next refused without releasing any`, async () => {
    const shirt = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 100 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 1 };
    const browsers: Client[] = [];
    for (let i = 0; i < shopOpenPerAddress; i += 1) {
      browsers.push({ ip: '203.0.113.60', email: `botiga${i}@example.com` });
      expect((await buy(browsers[i]!, [line])).statusCode).toBe(200);
    }
    expect((await buy({ ip: '203.0.113.60', email: 'botiga-mes@example.com' }, [line])).statusCode).toBe(429);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(100 - shopOpenPerAddress);
    // A browser there still replaces its own checkout (the count stays at the bound).
    expect((await buy(browsers[0]!, [line])).statusCode).toBe(200);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(100 - shopOpenPerAddress);
  });
});

describe('one browser’s parallel checkouts (review item 4)', () => {
  it('10 parallel create-intents from one browser leave at most one open shop checkout holding', async () => {
    const shirt = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 200 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 10 };
    const me: Client = { ip: '198.51.100.140', email: 'parallel@example.com' };
    expect((await buy(me, [line])).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => buy({ ...me, ip: `198.51.100.${150 + i}` }, [line])),
    );
    for (const r of results) expect([200, 429]).toContain(r.statusCode);
    const open = (await t.database.db.select().from(checkouts).where(and(eq(checkouts.status, 'reserved'), eq(checkouts.held, true)))).filter(
      (k) => (k.lines as { productId: number }[])[0]?.productId === shirt.id,
    );
    expect(open).toHaveLength(1);
    expect(await stockOf(t.database.db, shirt.sizes.M!)).toBe(190);
  });
});

describe('the sweep’s turn (review item 5)', () => {
  it('releases held expired checkouts before un-held ones, and stops after its time budget', async () => {
    const shirt = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 3 } });
    const line = { productId: shirt.id, sizeId: shirt.sizes.M, quantity: 1 };
    // A contested size: an un-held checkout that expired long ago, and a held one (another size) that just did.
    const other = await seedProduct(t.database.db, { price: '10.00', sizes: { M: 3 } });
    await t.database.db.insert(checkoutAbandonments).values({ resource: `size:${other.sizes.M}` });
    const unheld = await buy({ ip: '198.51.100.170', email: 'sense@example.com' }, [
      { productId: other.id, sizeId: other.sizes.M, quantity: 1 },
    ]);
    expect((await checkoutOf(unheld.json().paymentIntentId)).held).toBe(false);
    await expire(unheld.json().paymentIntentId, '1 hour');
    const held = await buy({ ip: '198.51.100.171', email: 'amb@example.com' }, [line]);
    await expire(held.json().paymentIntentId);

    await runSweep(t.app, { budgetMs: -1 });
    expect((await checkoutOf(held.json().paymentIntentId)).status).toBe('reserved');
    expect(await releaseExpiredCheckouts(t.app, 1)).toBe(1);
    expect((await checkoutOf(held.json().paymentIntentId)).status).toBe('released');
    expect((await checkoutOf(unheld.json().paymentIntentId)).status).toBe('reserved');
    await runSweep(t.app);
    expect((await checkoutOf(unheld.json().paymentIntentId)).status).toBe('released');
  });

  it.skipIf(!onPostgres)('does not share its lock key with startup’s prepareData (727275)', async () => {
    // Another instance booting holds prepareData's lock (same database): the sweep still runs.
    const other = await t.database.pool!.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [advisoryLocks.startup.key]);
      expect(await sweepTurn(t.app)).toBe('swept');
      await other.query('rollback');
    } finally {
      other.release();
    }
    expect(advisoryLocks.sweep.key).not.toBe(advisoryLocks.startup.key);
  });
});
