import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { countingProvider } from '../helpers/counting-provider.ts';
import { customer, stockOf, paidOrder as shopOrder } from '../helpers/shop.ts';

/**
 * Issue 10 item 2: the refund of a cancelled order happens only after the cancellation is committed, and a refund
 * the provider refuses is retried by the sweep until it is done — once.
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

async function refundedAtProvider(intentId: string): Promise<boolean> {
  const intent = await t.app.payments.retrieveIntent(intentId);
  return intent?.metadata.refunded === 'true';
}

describe('cancel and refund (issue 10 item 2)', () => {
  it('"ready" and "cancelled" sent together: never refunded while the order is not cancelled (20 runs)', async () => {
    counting.control.refundDelayMs = 15; // a provider call takes a moment, as over the network
    try {
      for (let run = 0; run < 20; run += 1) {
        const order = await paidOrder();
        const [a, b] = run % 2 ? [patch(order.id, 'ready'), patch(order.id, 'cancelled')] : [patch(order.id, 'cancelled'), patch(order.id, 'ready')];
        await Promise.all([a, b]);
        const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
        const refunded = await refundedAtProvider(order.paymentIntentId);
        if (refunded) expect(row!.status, `run ${run}`).toBe('cancelled');
        if (row!.status === 'cancelled') {
          expect(refunded, `run ${run}`).toBe(true);
          expect(row!.refundStatus).toBe('refunded');
          expect(await stockOf(t.database.db, order.sizeId)).toBe(3);
        } else {
          expect(await stockOf(t.database.db, order.sizeId)).toBe(2);
        }
      }
    } finally {
      counting.control.refundDelayMs = 0;
    }
  });

  it('a refund the provider refuses: the order is cancelled at once, the sweep retries until done, once', async () => {
    const order = await paidOrder();
    await t.app.mail.flush();
    const mailsBefore = t.mails.length;
    counting.reset();
    counting.control.refundFails = true;
    const res = await patch(order.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().adminNote).toContain('reemborsament ha fallat');
    expect(await stockOf(t.database.db, order.sizeId)).toBe(3);
    const [pending] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(pending!.refundStatus).toBe('retrying');
    await t.app.mail.flush();
    const cancelMail = t.mails.slice(mailsBefore).find((m) => m.subject.includes('cancel·lada'));
    expect(cancelMail?.text).toContain('Us retornarem l’import');
    expect(cancelMail?.text).not.toContain('Us hem retornat');

    // Still failing: the sweep tries and leaves it due.
    await runSweep(t.app);
    expect(counting.calls.refund).toBe(2);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundStatus).toBe('retrying');

    // The provider is back: the next sweep refunds; later sweeps do nothing more.
    counting.control.refundFails = false;
    await runSweep(t.app);
    await runSweep(t.app);
    expect(counting.calls.refunded).toBe(1);
    expect(await refundedAtProvider(order.paymentIntentId)).toBe(true);
    const [done] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(done).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', adminNote: null });
    await t.app.mail.flush();
    const refundMails = t.mails.slice(mailsBefore).filter((m) => m.subject.includes('Reemborsament'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain('Us hem retornat l’import');
  });

  it('a refund done at once: one cancellation mail that says refunded', async () => {
    const order = await paidOrder();
    await t.app.mail.flush();
    const mailsBefore = t.mails.length;
    expect((await patch(order.id, 'cancelled')).statusCode).toBe(200);
    await t.app.mail.flush();
    const mails = t.mails.slice(mailsBefore).filter((m) => m.to === customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Us hem retornat l’import \(30,00\s€\)/);
  });
});
