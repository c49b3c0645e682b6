import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { createTestApp } from '../helpers/app.ts';
import { campus, campusRegistrations, campusWaitlist, campusWaitlistChildren, checkouts, mailQueue } from '#server/db/schema.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { entryStatuses, joinConfirmed } from '../helpers/waitlist.ts';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { emailLimitMessage, registrationLimits } from '#server/plugins/rate-limit.ts';

const t = withTestApp({ signedIn: true });
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  await t.database.db.delete(mailQueue);
  await t.app.mail.flush();
  t.mails.length = 0;
});

const startDate = addDays(today(), 60);
const birthDate = yearsBefore(startDate, 10);
let n = 0;

const child = (name = `Nen${++n}`) => ({ childName: name, childSurname: 'Vila Soler', birthDate });
const join = (campusId: number, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campus-waitlist',
    payload: { campusId, ...child(), parentEmail: 'familia.vila@example.com', parentPhone: '600 111 222', ...overrides },
  });
/** Joined and confirmed with the mailed link (issue 22 finding 1: only a confirmed entry is offered places). */
const joinConfirmedAs = (campusId: number, overrides: Record<string, unknown> = {}) =>
  joinConfirmed(t, { campusId, ...child(), parentEmail: 'familia.vila@example.com', parentPhone: '600 111 222', ...overrides });
const signUp = (campusId: number, name = `Directe${++n}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campus-registrations',
    payload: { campusId, ...child(name), parentEmail: 'directe@example.com', parentPhone: '600 333 444', isClubMember: false },
  });
/** A full campus of `max` places (filled by free sign-ups through the API). */
async function fullCampus(max = 2, values: Partial<typeof campus.$inferInsert> = {}) {
  const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: max, ...values });
  for (let i = 0; i < max; i += 1) expect((await signUp(c.id)).statusCode).toBe(201);
  return c;
}

describe('joining the waiting list', () => {
  it('is refused while the campus has free places', async () => {
    const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: 2 });
    const res = await join(c.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Aquest campus encara té places lliures: feu la inscripció directament.');
    expect(await t.database.db.select().from(campusWaitlist)).toHaveLength(0);
  });

  it('is accepted when full, with positions 1, 2, 3 and a mail with the position and the leave link', async () => {
    const c = await fullCampus();
    const positions = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await join(c.id, { parentEmail: `familia${i}@example.com` });
      expect(res.statusCode).toBe(201);
      positions.push(res.json().position);
      expect(res.json()).toMatchObject({ places: 1, message: waitlistMessages.joined(i + 1) });
    }
    expect(positions).toEqual([1, 2, 3]);
    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === 'familia1@example.com')!;
    expect(mail.subject).toBe('Llista d’espera: Campus d’Estiu');
    expect(mail.text).toContain('Posició a la llista: 2');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/llista-espera#sortir=[A-Za-z0-9_-]{43}/);
    // The link that confirms the address, and what happens without it (issue 22 finding 1).
    expect(mail.text).toMatch(/Confirmeu la sol·licitud en 24 hores .*: http:\/\/localhost:\d+\/llista-espera#confirmar=[A-Za-z0-9_-]{43}/);
    // Nothing the sender typed (decision 013).
    expect(mail.text).not.toContain('Nen');
    expect(mail.text).not.toContain('Vila');
  });

  it('gives distinct positions in order to joins at the same moment, and one entry to the same child sent twice at once', async () => {
    const c = await fullCampus();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => join(c.id, { parentEmail: `a${i}@example.com` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(results.map((r) => r.json().position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Arrival order: the position follows the entry's id.
    const byId = results.map((r) => r.json()).sort((a, b) => a.id - b.id);
    expect(byId.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const same = child('Repetit');
    const twice = await Promise.all([join(c.id, same), join(c.id, same)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('takes siblings as one entry of n places', async () => {
    const c = await fullCampus();
    const res = await join(c.id, { siblings: [child(), child()] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ position: 1, places: 3 });
    const [row] = await t.database.db.select().from(campusWaitlist);
    expect(row!.places).toBe(3);
    const kids = await t.database.db.select().from(campusWaitlistChildren).where(eq(campusWaitlistChildren.entryId, row!.id));
    expect(kids).toHaveLength(3);
    expect(kids.every((k) => k.childKey?.endsWith(`|${birthDate}`))).toBe(true);
  });

  it('takes siblings who need more places than are free (they are offered places together or not at all)', async () => {
    const c = await fullCampus(2);
    const [one] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c.id));
    await t.database.db.delete(campusRegistrations).where(eq(campusRegistrations.id, one!.id));
    expect((await join(c.id)).statusCode).toBe(409);
    const res = await join(c.id, { siblings: [child()] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ position: 1, places: 2 });
  });

  it('refuses the same child twice in one request, on the list twice, or with a place already', async () => {
    const c = await fullCampus();
    const twice = await join(c.id, { ...child('Pau'), siblings: [child('  pau ')] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('El mateix infant no pot aparèixer dues vegades a la sol·licitud.');
    expect((await join(c.id, child('Laia'))).statusCode).toBe(201);
    const again = await join(c.id, { ...child('Nil'), siblings: [child('LAIA')] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Aquest infant ja és a la llista d’espera d’aquest campus.');
    const [registered] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c.id));
    const holder = await join(c.id, { childName: registered!.childName, childSurname: registered!.childSurname, birthDate });
    expect(holder.statusCode).toBe(409);
    expect(holder.json().message).toBe('Aquest infant ja té una plaça en aquest campus.');
    expect(await t.database.db.select().from(campusWaitlist)).toHaveLength(1);
  });

  it('on a campus with room, says only that there is room, whether or not the named child holds a place (issue 22 finding 7)', async () => {
    const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: 3 });
    expect((await signUp(c.id, 'Martí')).statusCode).toBe(201);
    const [holder] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c.id));
    const named = await join(c.id, { childName: holder!.childName, childSurname: holder!.childSurname, birthDate });
    const stranger = await join(c.id, child('Qualsevol'));
    // Before: the named child's answer was "already has a place", a stranger's "there is room": an oracle on minors.
    expect([named.statusCode, named.json().code]).toEqual([409, 'waitlist.placesFree']);
    expect([stranger.statusCode, stranger.json().code]).toEqual([named.statusCode, named.json().code]);
  });

  it('refuses a missing, inactive or ended campus and a child outside the ages', async () => {
    expect((await join(999_999)).statusCode).toBe(404);
    const inactive = await fullCampus(1);
    await t.database.db.update(campus).set({ isActive: false }).where(eq(campus.id, inactive.id));
    expect((await join(inactive.id)).statusCode).toBe(409);
    const c = await fullCampus(1, { ageMin: 8, ageMax: 12 });
    const res = await join(c.id, { siblings: [{ ...child(), birthDate: yearsBefore(startDate, 5) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['siblings.0.birthDate']);
  });
});

describe('offers when places free up', () => {
  it('deleting a sign-up offers it to the first entry that fits: siblings only together', async () => {
    const c = await fullCampus(2);
    await joinConfirmedAs(c.id, { parentEmail: 'germans@example.com', siblings: [child()] });
    await joinConfirmedAs(c.id, { parentEmail: 'sol@example.com' });
    await joinConfirmedAs(c.id, { parentEmail: 'tercer@example.com' });
    const [first] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c.id));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/campus-registrations/${first!.id}`, headers: t.admin.headers });
    expect(del.statusCode).toBe(204);
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['waiting', 'offered', 'waiting']);
    await t.app.mail.flush();
    const offer = t.mails.find((m) => m.to === 'sol@example.com' && m.subject.startsWith('Hi ha plaça'))!;
    expect(offer.text).toMatch(/#oferta=[A-Za-z0-9_-]{43}/);
    expect(offer.text).toMatch(/No, gràcies: http:\/\/localhost:\d+\/llista-espera#rebutjar=/);
    expect(offer.text).toMatch(/Us la reservem fins (al |a l’)\d+ de .+ de \d{4}/);
  });
});


describe('rate limits', () => {
  it('count joins like the campus sign-up: per family e-mail per hour', async () => {
    const limited = await createTestApp({ publicWriteLimit: 30 });
    try {
      const c = await seedCampus(limited.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: 1 });
      await limited.database.db
        .insert(campusRegistrations)
        .values({ campusId: c.id, ...child(), parentEmail: 'x@example.com', parentPhone: '600 000 000' });
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/campus-waitlist',
          payload: { campusId: c.id, ...child(), parentEmail: 'moltes@example.com', parentPhone: '600 111 222' },
        });
      for (let i = 0; i < registrationLimits.perEmail; i += 1) expect((await send()).statusCode).toBe(201);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(emailLimitMessage.message);
    } finally {
      await limited.close();
    }
  });
});
