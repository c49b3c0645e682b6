import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { createIntent, customer, expireReservations, payWithTestCard, reportOrder, seedProduct, stockOf } from '../helpers/shop.ts';
import { runSweep } from '#server/features/sweep/turn.ts';

/**
 * Decision 194: a volunteer saving a product whose form was opened before families took units must not give those
 * units back. The back office sends, with each size, the stock its form showed (`stockWas`); the server adds the
 * volunteer's change to the stock as it is now. SPEC's payload (no `stockWas`) still sets the stock as sent.
 */
const t = withTestApp({ signedIn: true });

const patch = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: t.asAdmin(), payload });

describe('saving a product while families hold or buy its units', () => {
  it('an unchanged size keeps what families took since the form opened; a change is added to the stock as it is now', async () => {
    const p = await seedProduct(t.database.db, { sizes: { M: 10, L: 5 } });
    // The volunteer opens the form: M 10, L 5. A family then holds 2 M (a payment in progress) and another buys 1 L.
    const held = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 2 }], customer });
    expect(held.statusCode, held.body).toBe(200);
    const bought = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.L, quantity: 1 }], customer: { ...customer, email: 'altra@example.com' } });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await payWithTestCard(t.app, bought.json().clientSecret)).statusCode).toBe(200);
    expect((await reportOrder(t.app, { paymentIntentId: bought.json().paymentIntentId })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(8);
    expect(await stockOf(t.database.db, p.sizes.L!)).toBe(4);

    // The volunteer saves: M left at 10, L raised from 5 to 8 (three more arrived).
    const saved = await patch(p.id, {
      name: 'Samarreta nova',
      sizes: [
        { sizeName: 'M', stock: 10, stockWas: 10 },
        { sizeName: 'L', stock: 8, stockWas: 5 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(8);
    expect(await stockOf(t.database.db, p.sizes.L!)).toBe(7);

    // The held payment runs out: its 2 come back to the 10 the volunteer saw.
    await expireReservations(t.database.db);
    await runSweep(t.app);
    expect(await stockOf(t.database.db, p.sizes.M!)).toBe(10);
  });

  it('never goes below 0, and SPEC’s payload without stockWas sets the stock as sent', async () => {
    const p = await seedProduct(t.database.db, { sizes: { S: 3 } });
    const held = await createIntent(t.app, { items: [{ productId: p.id, sizeId: p.sizes.S, quantity: 2 }], customer: { ...customer, email: 'tercera@example.com' } });
    expect(held.statusCode, held.body).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(1);
    expect((await patch(p.id, { sizes: [{ sizeName: 'S', stock: 0, stockWas: 3 }] })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(0);
    expect((await patch(p.id, { sizes: [{ sizeName: 'S', stock: 6 }] })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, p.sizes.S!)).toBe(6);
  });

  it('refuses a stockWas that is not a whole number of 0 or more, in Catalan, changing nothing', async () => {
    const p = await seedProduct(t.database.db, { sizes: { XL: 4 } });
    const res = await patch(p.id, { sizes: [{ sizeName: 'XL', stock: 5, stockWas: -1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['sizes.0.stockWas']).toEqual(['Ha de ser com a mínim 0.']);
    expect(await stockOf(t.database.db, p.sizes.XL!)).toBe(4);
  });
});
