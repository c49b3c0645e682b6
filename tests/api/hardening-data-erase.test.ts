import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { mailQueue } from '#server/db/schema.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { keepMailDays, purgeOldMails } from '#server/mail/queue.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, clubBody, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 10 item 9: deleting a record in the back office deletes its personal data everywhere it was copied — the
 * checkout of a paid campus sign-up, the mail queue (sent mails included) — checked by scanning every text, date
 * and JSON column of every table for what the family typed.
 */
const t = withTestApp({ signedIn: true });

const startDate = addDays(today(), 60);
const makeCampus = async (price: string) =>
  (await seedCampus(t.database.db, { name: 'Campus de Pasqua', startDate, priceClubMember: price, priceNonMember: price })).id;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Every "table.column" (text, varchar, date, json) in which one of the values appears. */
async function whereFound(values: string[]): Promise<string[]> {
  const columns = rowsOf(
    await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'date', 'jsonb', 'json')`),
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const c of columns) {
    for (const value of values) {
      const [hit] = rowsOf(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(String(c.table_name))}
              where ${sql.identifier(String(c.column_name))}::text ilike ${`%${value}%`}`,
        ),
      );
      if (Number(hit!.n) > 0) found.push(`${c.table_name}.${c.column_name} ∋ ${value}`);
    }
  }
  return found;
}

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: t.admin.headers });

const family = (campusId: number, n: number) => ({
  campusId,
  childName: `Ariadna${n}`,
  childSurname: `Quintana Mirabet${n}`,
  birthDate: yearsBefore(startDate, 9, `04-1${n}`),
  parentEmail: `familia.quintana${n}@example.com`,
  parentPhone: `622 33 44 5${n}`,
  isClubMember: false,
});
const familyValues = (f: ReturnType<typeof family>) => [f.childName, f.childSurname, f.birthDate, f.parentEmail, f.parentPhone];

describe('deleting a campus sign-up', () => {
  it('free: no table keeps the child or the parent, sent mails included', async () => {
    const campusId = await makeCampus('0.00');
    const f = family(campusId, 1);
    const res = await post('/api/campus-registrations', f);
    expect(res.statusCode).toBe(201);
    await t.app.mail.flush();
    // Before: the sign-up, its two mails (sent, still in the queue).
    expect((await whereFound(familyValues(f))).some((w) => w.startsWith('mail_queue.'))).toBe(true);
    expect((await del(`/api/campus-registrations/${res.json().id}`)).statusCode).toBe(204);
    expect(await whereFound(familyValues(f))).toEqual([]);
  }, 60_000);

  it('paid through the test provider: the checkout keeps its amount but not the family', async () => {
    const campusId = await makeCampus('95.00');
    const f = family(campusId, 2);
    const intent = await post('/api/create-campus-payment-intent', { registrationData: f });
    expect(intent.statusCode, intent.body).toBe(200);
    if (!isTestProvider(t.app.payments)) throw new Error('expected the test provider');
    const paid = await t.app.payments.confirm({ clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(paid.outcome).toBe('succeeded');
    const res = await post('/api/campus-registrations', { ...f, paymentIntentId: intent.json().paymentIntentId, status: 'paid', paymentMethod: 'stripe' });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mail.flush();
    const before = await whereFound(familyValues(f));
    expect(before.some((w) => w.startsWith('checkouts.'))).toBe(true);
    expect(before.some((w) => w.startsWith('mail_queue.'))).toBe(true);
    expect((await del(`/api/campus-registrations/${res.json().id}`)).statusCode).toBe(204);
    expect(await whereFound(familyValues(f))).toEqual([]);
    const [checkout] = rowsOf(await t.database.db.execute(sql`select status, amount from checkouts where payment_intent_id = ${intent.json().paymentIntentId}`));
    expect(checkout).toMatchObject({ status: 'paid', amount: '95.00' });
  }, 60_000);

  it('deleting the whole campus deletes its sign-ups’ copies too', async () => {
    const campusId = await makeCampus('0.00');
    const f = family(campusId, 3);
    expect((await post('/api/campus-registrations', f)).statusCode).toBe(201);
    await t.app.mail.flush();
    expect((await del(`/api/campus/${campusId}`)).statusCode).toBe(204);
    expect(await whereFound(familyValues(f))).toEqual([]);
  }, 60_000);
});

describe('deleting a contact message or a registration', () => {
  it('contact message: its notice to the club goes with it', async () => {
    const message = {
      name: 'Fermí',
      surname: 'Cabestany Orri',
      email: 'fermi.cabestany@example.com',
      phone: '633 21 43 65',
      subject: 'general',
      message: 'La meva filla Laia té diabetis, qui la pot atendre?',
    };
    const res = await post('/api/contact', message);
    expect(res.statusCode).toBe(201);
    await t.app.mail.flush();
    const values = [message.surname, message.email, message.phone, 'diabetis'];
    expect(await whereFound(values)).not.toEqual([]);
    expect((await del(`/api/contact-messages/${res.json().id}`)).statusCode).toBe(204);
    expect(await whereFound(values)).toEqual([]);
  }, 60_000);

  it('club and school registrations: their mails go with them', async () => {
    const club = clubBody({ playerName: 'Jana Rovira Estany', guardianName: 'Pere Rovira', guardianEmail: 'pere.rovira@example.com' });
    const school = schoolBody({ playerName: 'Nil', playerSurname: 'Sabater Feliu', guardianEmail: 'rosa.feliu@example.com' });
    const a = await post('/api/club-registrations', club);
    const b = await post('/api/school-registrations', school);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await t.app.mail.flush();
    const values = ['Rovira Estany', 'pere.rovira@example.com', 'Sabater Feliu', 'rosa.feliu@example.com'];
    expect((await whereFound(values)).some((w) => w.startsWith('mail_queue.'))).toBe(true);
    expect((await del(`/api/club-registrations/${a.json().id}`)).statusCode).toBe(204);
    expect((await del(`/api/school-registrations/${b.json().id}`)).statusCode).toBe(204);
    expect(await whereFound(values)).toEqual([]);
  }, 60_000);
});

describe('the mail queue forgets', () => {
  it(`deletes sent mails ${keepMailDays} days after sending, and given-up mails ${keepMailDays} days after their last attempt`, async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.database.db.delete(mailQueue);
    await t.database.db.insert(mailQueue).values([
      { to: 'a@example.com', subject: 'old sent', text: 'x', sentAt: ago(keepMailDays + 1), attempts: 1 },
      { to: 'a@example.com', subject: 'recent sent', text: 'x', sentAt: ago(keepMailDays - 1), attempts: 1 },
      { to: 'a@example.com', subject: 'gave up long ago', text: 'x', attempts: 8, lastAttemptAt: ago(keepMailDays + 1) },
      { to: 'a@example.com', subject: 'gave up lately', text: 'x', attempts: 8, lastAttemptAt: ago(1) },
      { to: 'a@example.com', subject: 'still trying', text: 'x', attempts: 3, lastAttemptAt: ago(keepMailDays + 1) },
    ]);
    await purgeOldMails(t.database.db);
    const left = (await t.database.db.select({ subject: mailQueue.subject }).from(mailQueue)).map((r) => r.subject).sort();
    expect(left).toEqual(['gave up lately', 'recent sent', 'still trying']);
  });
});
