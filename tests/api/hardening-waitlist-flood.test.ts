import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campus, campusRegistrations, campusWaitlist, mailQueue } from '#server/db/schema.ts';
import { confirmHours, unconfirmedPerClient } from '#server/features/waitlist/service.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { seedCampus } from '../helpers/campus.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { entryRow, entryStatuses, joinConfirmed, seedEntry, tokenFromMail } from '../helpers/waitlist.ts';

/**
 * Issue 22 finding 1: fake waiting-list entries (one address made 141 in 2.5 s) held freed places, 48 hours each. An
 * entry now proves its address with a link mailed in the family's language before it can be offered anything;
 * unconfirmed, it holds nothing and lapses after a day; and what one client can put on one campus's list is bounded.
 */
const t = withTestApp({ signedIn: true, wipe: [campusRegistrations, campus, mailQueue] });
const startDate = addDays(today(), 50);
const birthDate = yearsBefore(startDate, 10);
let n = 0;

const joinBody = (campusId: number, parentEmail: string, extra: Record<string, unknown> = {}) => ({
  campusId,
  childName: `Infant${++n}`,
  childSurname: 'Riada',
  birthDate,
  parentEmail,
  parentPhone: '600 444 555',
  ...extra,
});
const join = (body: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/campus-waitlist', payload: body, remoteAddress });

async function fullCampus() {
  const c = await seedCampus(t.db, { startDate, maxParticipants: 1 });
  const [taken] = await t.db
    .insert(campusRegistrations)
    .values({ campusId: c.id, childName: 'Ple', childSurname: 'Ple', birthDate, parentEmail: 'ple@example.com', parentPhone: '600 000 000' })
    .returning();
  return { c, freeOne: () => t.app.inject({ method: 'DELETE', url: `/api/campus-registrations/${taken!.id}`, headers: t.admin.headers }) };
}

describe('fake entries hold no place (finding 1)', () => {
  it('three unconfirmed entries (one of four siblings) ahead of a real family: the freed place is offered to the family at once', async () => {
    const { c, freeOne } = await fullCampus();
    for (let i = 0; i < 3; i += 1) {
      const fake = await join(joinBody(c.id, 'nobody@invalid.invalid', i === 0 ? { siblings: [1, 2, 3].map((k) => ({ childName: `Germà${k}`, childSurname: 'Fals', birthDate })) } : {}));
      expect(fake.statusCode, fake.body).toBe(201);
    }
    const real = await joinConfirmed(t, joinBody(c.id, 'familia.real@example.com'));
    expect(real.json().position).toBe(4);
    expect((await freeOne()).statusCode).toBe(204);
    // Before: the first fake entry was offered the place and held it 48 hours.
    expect(await entryStatuses(t.db, c.id)).toEqual(['waiting', 'waiting', 'waiting', 'offered']);
    await t.app.mail.flush();
    expect(t.mails.some((m) => m.to === 'familia.real@example.com' && m.subject.startsWith('Hi ha plaça'))).toBe(true);
    expect(t.mails.some((m) => m.to === 'nobody@invalid.invalid' && m.subject.startsWith('Hi ha plaça'))).toBe(false);
  });

  it('an entry confirmed after the place freed is offered it then, if it is the first that fits; the link works once', async () => {
    const { c, freeOne } = await fullCampus();
    const joined = await join(joinBody(c.id, 'tard@example.com'));
    expect(joined.statusCode).toBe(201);
    expect(joined.json().message).toBe(waitlistMessages.joined(1));
    await freeOne();
    expect(await entryStatuses(t.db, c.id)).toEqual(['waiting']);
    const token = await tokenFromMail(t, 'tard@example.com', 'confirmar');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/campus-waitlist/confirm-address', payload: { token } });
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { position: 1, message: waitlistMessages.addressConfirmed(1) }]);
    expect(await entryStatuses(t.db, c.id)).toEqual(['offered']);
    const again = await t.app.inject({ method: 'POST', url: '/api/campus-waitlist/confirm-address', payload: { token } });
    expect([again.statusCode, again.json().code]).toEqual([404, 'waitlist.confirmNotFound']);
  });

  it('the confirmation route: a malformed body is a 400 with a Catalan message, an unknown token a 404; nothing changes', async () => {
    const { c } = await fullCampus();
    await join(joinBody(c.id, 'intacte@example.com'));
    const send = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/campus-waitlist/confirm-address', payload: payload as object });
    for (const bad of [{}, { token: 'curt' }, { token: 42 }, { token: 'x'.repeat(500) }]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/[àèéíòóúç·’]|obligatori|caràcters|vàlid/i);
    }
    const unknown = await send({ token: 'A'.repeat(43) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, waitlistMessages.confirmNotFound.message]);
    expect((await t.db.select().from(campusWaitlist).where(eq(campusWaitlist.parentEmail, 'intacte@example.com')))[0]!.confirmedAt).toBeNull();
  });

  it(`unconfirmed for ${confirmHours} hours, an entry lapses: deleted with its mails, its child free to join again`, async () => {
    const { c } = await fullCampus();
    const body = joinBody(c.id, 'oblidat@example.com');
    const joined = await join(body);
    const id = joined.json().id as number;
    const confirmedEntry = await seedEntry(t.db, c.id, { email: 'confirmada@example.com' });
    await t.db.execute(sql`update campus_waitlist set created_at = now() - make_interval(hours => ${confirmHours + 1})`);
    await runSweep(t.app);
    expect(await t.db.select().from(campusWaitlist).where(eq(campusWaitlist.id, id))).toHaveLength(0);
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.ref, `campus_waitlist:${id}`))).toHaveLength(0);
    // A confirmed entry of the same age stays.
    expect((await entryRow(t.db, confirmedEntry.entry.id)).status).toBe('waiting');
    expect((await join(body)).statusCode).toBe(201);
  });

  it(`one client may have ${unconfirmedPerClient} unconfirmed entries on one campus's list; others are not held back`, async () => {
    const { c } = await fullCampus();
    for (let i = 0; i < unconfirmedPerClient; i += 1) expect((await join(joinBody(c.id, `riada${i}@example.com`), '192.0.2.50')).statusCode).toBe(201);
    const over = await join(joinBody(c.id, 'riada.mes@example.com'), '192.0.2.50');
    expect([over.statusCode, over.json().code]).toEqual([429, 'waitlist.tooManyUnconfirmed']);
    expect((await join(joinBody(c.id, 'una.altra@example.com'), '192.0.2.51')).statusCode).toBe(201);
    // Confirming one of its entries gives the client room for one more.
    const token = await tokenFromMail(t, 'riada0@example.com', 'confirmar');
    expect((await t.app.inject({ method: 'POST', url: '/api/campus-waitlist/confirm-address', payload: { token } })).statusCode).toBe(200);
    expect((await join(joinBody(c.id, 'riada.mes@example.com'), '192.0.2.50')).statusCode).toBe(201);
  });

  it('the confirmation mail is in the family’s language; the back office cannot offer an unconfirmed entry by hand', async () => {
    const { c, freeOne } = await fullCampus();
    const joined = await join(joinBody(c.id, 'famille@example.com', { locale: 'fr' }));
    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === 'famille@example.com')!;
    expect(mail.text).toMatch(/Confirmez la demande dans les 24\u00a0heures .*: http:\/\/localhost:\d+\/fr\/[^#\s]+#confirmar=[A-Za-z0-9_-]{43}/);
    await freeOne();
    const list = await t.app.inject({ url: `/api/admin/campus/${c.id}/waitlist`, headers: t.admin.headers });
    expect(list.json()).toMatchObject([{ id: joined.json().id, status: 'waiting', confirmed: false }]);
    const byHand = await t.app.inject({ method: 'POST', url: `/api/admin/campus-waitlist/${joined.json().id}/offer`, headers: t.admin.headers });
    expect([byHand.statusCode, byHand.json().code]).toEqual([409, 'waitlistAdmin.offerUnconfirmed']);
  });
});
