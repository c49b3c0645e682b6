import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, campusWaitlist, checkouts, testPaymentIntents } from '#server/db/schema.ts';
import { interruptedAfterMinutes, refundRetryMinutes } from '#server/features/family/cancel.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { onPostgres, type TestApp } from '../helpers/app.ts';
import { paidCampusSignUp, seedCampus } from '../helpers/campus.ts';
import { withCountingApp } from '../helpers/counting-provider.ts';
import { asFamily, seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { instancesOnPostgres } from '../helpers/instances.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 22 finding 3: concurrent cancels of one sign-up make one refund call, and a cancellation whose process died
 * (claimed, perhaps refunded, never erased) is completed by the sweep, not left 'cancelling' for ever with its place
 * taken. The real kill -9 of a real server between the refund and the erase: crash-cancellation.test.ts.
 */
const provider = withCountingApp([checkouts, campus]);
let t: TestApp;
beforeEach(() => {
  t = provider.t;
});

let n = 0;

async function paidSignUp() {
  n += 1;
  const email = `interrupted.${n}@example.com`;
  const startDate = addDays(today(), 30);
  const c = await seedCampus(t.database.db, { startDate, maxParticipants: 1, priceClubMember: '80.00', priceNonMember: '95.00' });
  const paid = await paidCampusSignUp(t.app, {
    campusId: c.id,
    childName: `Roc${n}`,
    childSurname: 'Fabra Mas',
    birthDate: yearsBefore(startDate, 10),
    parentEmail: email,
    parentPhone: '600 321 321',
    isClubMember: false,
  });
  return { campusId: c.id, email, ...paid };
}

const signUpRow = async (id: number) => (await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, id)))[0];
const intentOf = async (id: string) => (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;

/** What a process that died mid-cancellation leaves: the claim, made `minutesAgo` ago (the test moves its time back). */
async function leaveClaimed(id: number, minutesAgo: number) {
  await t.database.db
    .update(campusRegistrations)
    .set({
      status: 'cancelling',
      statusBeforeCancel: sql`${campusRegistrations.status}`,
      cancelStartedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    })
    .where(eq(campusRegistrations.id, id));
}

describe('one cancellation, one refund (finding 3)', () => {
  it('six simultaneous cancels of one paid sign-up: one refund call, one 200, five 409 cancelInProgress', async () => {
    const s = await paidSignUp();
    const auth = await signInFamily(t, s.email, `10.22.${n}.1`);
    // The refund takes a while, as a provider's does: the other cancels arrive while it runs.
    provider.control.refundDelayMs = 300;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${s.id}/cancel`, {})),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toMatchObject({ code: 'family.cancelInProgress', message: familyMessages.cancelInProgress.message });
    }
    expect(provider.calls.refund).toBe(1);
    expect((await intentOf(s.paymentIntentId)).metadata).toMatchObject({ refunded: 'true', refundCalls: '1' });
    expect(await signUpRow(s.id)).toBeUndefined();
  });
});

describe.skipIf(!onPostgres)('one cancellation, one refund, across two instances (PostgreSQL)', () => {
  it('six simultaneous cancels, three on each instance: one 200, one refund made by the provider', async () => {
    const { instances, dispose } = await instancesOnPostgres(2);
    try {
      const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const startDate = addDays(today(), 30);
      const c = await seedCampus(a.database.db, { startDate, priceClubMember: '80.00', priceNonMember: '95.00' });
      const email = 'dues.instancies@example.com';
      const body = {
        campusId: c.id,
        childName: 'Jan',
        childSurname: 'Dues Instàncies',
        birthDate: yearsBefore(startDate, 10),
        parentEmail: email,
        parentPhone: '600 321 654',
        isClubMember: false,
      };
      const { id, paymentIntentId } = await paidCampusSignUp(a.app, body);
      const authA = await signInFamily(a, email, '10.24.0.1');
      const authB = await signInFamily(b, email, '10.24.0.2');
      const url = `/api/family/campus-sign-ups/${id}/cancel`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? asFamily(b.app, authB, 'POST', url, {}) : asFamily(a.app, authA, 'POST', url, {}))),
      );
      // One cancels; the others find it being cancelled (409) or already gone (404): none refunds.
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.every((r) => [200, 404, 409].includes(r.statusCode))).toBe(true);
      const [row] = await a.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentIntentId));
      expect(row!.metadata).toMatchObject({ refunded: 'true', refundCalls: '1' });
    } finally {
      await dispose();
    }
  });
});

describe('the sweep completes a cancellation a dead process left (finding 3)', () => {
  it('claimed and refunded, never erased: the sweep erases it, offers its place, mails the family once', async () => {
    const s = await paidSignUp();
    const waiting = await seedWaitlistEntry(t.database.db, s.campusId, `espera.${n}@example.com`, { childName: 'Ona', childSurname: 'Espera' });
    // The process died after its refund: the provider has it, the database still says 'cancelling'.
    await leaveClaimed(s.id, interruptedAfterMinutes + 1);
    await t.app.payments.refund(s.paymentIntentId);
    provider.reset();
    await runSweep(t.app);
    expect(await signUpRow(s.id)).toBeUndefined();
    // Asked again (the sweep cannot know the first went through), made once: idempotent at the provider.
    expect(provider.calls.refund).toBe(1);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, s.paymentIntentId));
    expect(checkout!.refundedAt).toBeInstanceOf(Date);
    const [entry] = await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.id, waiting.id));
    expect(entry!.status).toBe('offered');
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === s.email && m.subject.startsWith('Inscripció anul·lada'))).toHaveLength(1);
    // A second turn finds nothing to do: no refund asked, no second mail.
    provider.reset();
    await runSweep(t.app);
    await t.app.mail.flush();
    expect(provider.calls.refund).toBe(0);
    expect(t.mails.filter((m) => m.to === s.email && m.subject.startsWith('Inscripció anul·lada'))).toHaveLength(1);
  });

  it('claimed, the process died before its refund: the sweep refunds and erases it', async () => {
    const s = await paidSignUp();
    await leaveClaimed(s.id, interruptedAfterMinutes + 1);
    await runSweep(t.app);
    expect(await signUpRow(s.id)).toBeUndefined();
    expect((await intentOf(s.paymentIntentId)).metadata).toMatchObject({ refunded: 'true' });
  });

  it('a cancellation still within its request’s time is left to its request', async () => {
    const s = await paidSignUp();
    await leaveClaimed(s.id, 0);
    await runSweep(t.app);
    expect((await signUpRow(s.id))?.status).toBe('cancelling');
    expect(provider.calls.refund).toBe(0);
  });

  it('the provider refuses: retried each turn, then after an hour the sign-up is given back as it was', async () => {
    const s = await paidSignUp();
    provider.control.refundFails = true;
    await leaveClaimed(s.id, interruptedAfterMinutes + 1);
    await runSweep(t.app);
    expect((await signUpRow(s.id))?.status).toBe('cancelling');
    // An hour later (the claim's time moved back).
    await t.database.db
      .update(campusRegistrations)
      .set({ cancelStartedAt: sql`now() - make_interval(mins => ${refundRetryMinutes + 1})` })
      .where(eq(campusRegistrations.id, s.id));
    await runSweep(t.app);
    expect(await signUpRow(s.id)).toMatchObject({ status: 'paid', statusBeforeCancel: null, cancelStartedAt: null });
    // Given back, the family can cancel again (and this time the provider answers).
    provider.control.refundFails = false;
    const auth = await signInFamily(t, s.email, `10.23.${n}.1`);
    const again = await asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${s.id}/cancel`, {});
    expect([again.statusCode, again.json().message]).toEqual([200, familyMessages.cancelledRefunded]);
  });
});
