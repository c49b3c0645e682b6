import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, mailQueue, orderItems, orders } from '#server/db/schema.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { orderMessages } from '#server/features/orders/service.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { countingProvider } from '../helpers/counting-provider.ts';
import { customer, reportOrder, paidOrder as shopOrder } from '../helpers/shop.ts';

/**
 * Deleting an order (issue 10 items 2 and 9, decisions 012 and 108): refused while its refund is still due (the
 * order is the only row the sweep retries it from); otherwise the customer's data goes with it, from the checkout
 * it was paid through and from the mail queue.
 */
const counting = countingProvider();
let t: TestApp;
let session: AdminSession;
beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, { payments: counting.provider, sweepIntervalMs: 3_600_000 });
  counting.attach(t);
  await addAdmin(t.database.db);
  session = await loginAs(t.app);
});
afterAll(() => t.close());

const paidOrder = () => shopOrder(t.app, t.database.db);

const patch = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: asAdmin(session), payload: { status } });
const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: asAdmin(session) });
const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const checkoutOf = async (intentId: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId)))[0]!;

describe('deleting an order', () => {
  it('is refused (409) while its refund is due, and the sweep still refunds it; allowed once refunded', async () => {
    const order = await paidOrder();
    counting.control.refundFails = true;
    try {
      expect((await patch(order.id, 'cancelled')).statusCode).toBe(200);
      expect((await orderRow(order.id))!.refundStatus).toBe('retrying');
      const refused = await remove(order.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(orderMessages.refundDue);
      expect(await orderRow(order.id)).toBeDefined();
      // A refund left 'pending' (a request that ended before its first attempt) is due too.
      await t.database.db.update(orders).set({ refundStatus: 'pending' }).where(eq(orders.id, order.id));
      expect((await remove(order.id)).statusCode).toBe(409);
      await t.database.db.update(orders).set({ refundStatus: 'retrying' }).where(eq(orders.id, order.id));
    } finally {
      counting.control.refundFails = false;
    }
    await runSweep(t.app);
    expect((await orderRow(order.id))!.refundStatus).toBe('refunded');
    expect((await t.app.payments.retrieveIntent(order.paymentIntentId))?.metadata.refunded).toBe('true');
    expect((await remove(order.id)).statusCode).toBe(204);
    expect(await orderRow(order.id)).toBeUndefined();
  });

  it('removes the customer’s data from its checkout and its mails from the queue, in the same request', async () => {
    const order = await paidOrder();
    expect((await patch(order.id, 'ready')).statusCode).toBe(200);
    const other = await paidOrder();
    const before = await checkoutOf(order.paymentIntentId);
    expect(before).toMatchObject({ customerName: customer.name, customerEmail: customer.email, customerPhone: customer.phone });
    expect(before.lines).not.toEqual([]);
    const refs = (await t.database.db.select().from(mailQueue)).map((m) => m.ref);
    expect(refs.filter((r) => r === `order:${order.id}`).length).toBeGreaterThanOrEqual(2); // confirmation, ready

    expect((await remove(order.id)).statusCode).toBe(204);

    const after = await checkoutOf(order.paymentIntentId);
    expect(after).toMatchObject({ customerName: null, customerEmail: null, customerPhone: null, lines: [], status: before.status });
    expect(after.amount).toBe(before.amount);
    const left = await t.database.db.select().from(mailQueue);
    expect(left.filter((m) => m.ref === `order:${order.id}`)).toHaveLength(0);
    expect(left.some((m) => m.text.includes(`núm. ${order.id} `) || m.subject.includes(`núm. ${order.id} `))).toBe(false);
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toHaveLength(0);
    // Another order keeps its data and its mails.
    expect((await checkoutOf(other.paymentIntentId)).customerEmail).toBe(customer.email);
    expect(left.filter((m) => m.ref === `order:${other.id}`).length).toBeGreaterThanOrEqual(1);
    // The browser reporting the payment again does not bring the order back.
    expect((await reportOrder(t.app, { paymentIntentId: order.paymentIntentId })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await orderRow(order.id)).toBeUndefined();
  });

  it('an unknown order: 404', async () => {
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
  });
});
