import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubRegistrations, contactMessages, schoolRegistrations } from '#server/db/schema.ts';
import { emailLimitMessage, rateLimitMessage, registrationLimits } from '#server/plugins/rate-limit.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { declaredRoutes } from '../helpers/route-permissions.ts';
import { seedCampus } from '../helpers/campus.ts';
import { clubBody, dni, schoolBody, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 10, item 19: the public write limit (30 per route per address per 10 minutes) would block a club's
 * registration evening on one Wi-Fi. Registrations are counted per hour (150 per address) and per family e-mail
 * (10), so 100 families on one address get through and a flood still stops (docs/decisions/018).
 */
let t: TestApp;
beforeAll(async () => {
  // The production defaults: PUBLIC_WRITE_LIMIT 30, REGISTRATION_WRITE_LIMIT 150.
  t = await createTestApp({ publicWriteLimit: 30 });
});
afterAll(() => t.close());

const wifi = '198.51.100.20';
const post = (url: string, payload: object, remoteAddress = wifi) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('a registration evening on one Wi-Fi (issue 10, item 19)', () => {
  it('takes 100 families registering from one address within the hour, then stops a flood from it at 150', async () => {
    expect(t.app.config.registrationWriteLimit).toBe(150);
    for (let i = 0; i < 100; i++) {
      const res = await post(
        '/api/club-registrations',
        clubBody({ playerName: `Jugador ${i} Puig`, playerDni: dni(20_000_000 + i), guardianEmail: `familia${i}@example.com` }),
      );
      expect(res.statusCode, `family ${i + 1}: ${res.body}`).toBe(201);
    }
    expect(await t.database.db.$count(clubRegistrations)).toBe(100);
    for (let i = 100; i < 150; i++) {
      const res = await post('/api/club-registrations', clubBody({ playerName: `Jugador ${i} Puig`, playerDni: dni(20_000_000 + i), guardianEmail: `familia${i}@example.com` }));
      expect(res.statusCode).toBe(201);
    }
    const flood = await post('/api/club-registrations', clubBody({ playerDni: dni(20_000_999), guardianEmail: 'una-mes@example.com' }));
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe(rateLimitMessage);
    expect(await t.database.db.$count(clubRegistrations)).toBe(150);
    // Another form, another address: not affected.
    expect((await post('/api/school-registrations', schoolBody())).statusCode).toBe(201);
    expect((await post('/api/club-registrations', clubBody({ guardianEmail: 'casa@example.com' }), '198.51.100.21')).statusCode).toBe(201);
  });

  it('stops one e-mail after 10 posts per hour from any number of addresses, whatever its case', async () => {
    const before = await t.database.db.$count(schoolRegistrations);
    for (let i = 0; i < registrationLimits.perEmail; i++) {
      const email = i % 2 ? 'Victima@Example.com' : ' victima@example.com';
      // A different child each time (the same one twice in a season is refused: decision 178).
      const res = await post('/api/school-registrations', schoolBody({ playerName: `Alumne ${i}`, guardianEmail: email }), `203.0.113.${i + 1}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = await post('/api/school-registrations', schoolBody({ guardianEmail: 'victima@example.com' }), '203.0.113.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(emailLimitMessage);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.$count(schoolRegistrations)).toBe(before + registrationLimits.perEmail);
    // The same address with another family's e-mail still gets through.
    expect((await post('/api/school-registrations', schoolBody({ playerName: 'Alumna', guardianEmail: 'altra@example.com' }), '203.0.113.99')).statusCode).toBe(201);
  });

  it('counts the campus sign-ups by the parent’s e-mail too, only those that succeeded', async () => {
    const free = await seedCampus(t.database.db, { maxParticipants: 100 });
    // A different child each time (the same one twice in a campus is refused: decision 178).
    const signUp = (campusId: number, n = 0) => ({
      campusId,
      childName: `Pau ${n}`,
      childSurname: 'Riu',
      birthDate: yearsBefore(free.startDate, 10),
      parentEmail: 'pare@example.com',
      parentPhone: '600 123 456',
    });
    // Failures (here an unknown campus) cost the e-mail nothing, on either campus form.
    for (const [url, body] of [
      ['/api/campus-registrations', signUp(2_147_483_647)],
      ['/api/create-campus-payment-intent', { registrationData: signUp(2_147_483_647) }],
    ] as const) {
      for (let i = 0; i < registrationLimits.perEmail + 2; i++) {
        expect((await post(url, body, `192.0.2.${i + 1}`)).statusCode, url).toBe(404);
      }
    }
    for (let i = 0; i < registrationLimits.perEmail; i++) {
      const res = await post('/api/campus-registrations', signUp(free.id, i), `192.0.2.${i + 1}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await post('/api/campus-registrations', signUp(free.id, 99), '192.0.2.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(emailLimitMessage);
  });

  it('never refuses a family’s paid confirmation by its e-mail, whatever others posted with it', async () => {
    const free = await seedCampus(t.database.db, { maxParticipants: 100 });
    const paid = await seedCampus(t.database.db, { priceNonMember: '150.00', maxParticipants: 10 });
    const family = {
      campusId: paid.id,
      childName: 'Jana',
      childSurname: 'Mas',
      birthDate: yearsBefore(paid.startDate, 9),
      parentEmail: 'familia.mas@example.com',
      parentPhone: '600 222 333',
      isClubMember: false,
    };
    // Someone else uses the family's e-mail: paid sign-ups that are refused (402), then free ones that succeed.
    for (let i = 0; i < registrationLimits.perEmail; i++) {
      expect((await post('/api/campus-registrations', family, `198.51.100.${120 + i}`)).statusCode).toBe(402);
    }
    for (let i = 0; i < registrationLimits.perEmail; i++) {
      // Siblings: the same child twice in a campus is refused (decision 178).
      expect((await post('/api/campus-registrations', { ...family, childName: `Jana ${i}`, campusId: free.id }, `198.51.100.${100 + i}`)).statusCode).toBe(201);
    }
    expect((await post('/api/campus-registrations', { ...family, childName: 'Jana 99', campusId: free.id }, '198.51.100.140')).statusCode).toBe(429);
    // The family pays and its browser reports the payment: stored, not refused.
    const intent = await post('/api/create-campus-payment-intent', { registrationData: family }, '192.0.2.200');
    expect(intent.statusCode, intent.body).toBe(200);
    if (!isTestProvider(t.app.payments)) throw new Error('the API tests run with the test payment provider');
    const paidOut = await t.app.payments.confirm({ clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(paidOut.outcome).toBe('succeeded');
    const confirmed = await post('/api/campus-registrations', { ...family, paymentIntentId: intent.json().paymentIntentId }, '192.0.2.200');
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ status: 'paid', campusId: paid.id });
  });

  it('keeps the 10-minute limit of 30 on the other public forms', async () => {
    const message = { name: 'A', surname: 'B', email: 'a@b.cat', subject: 'general', message: 'Hola' };
    for (let i = 0; i < 30; i++) expect((await post('/api/contact', { ...message, email: `a${i}@b.cat` }, '192.0.2.70')).statusCode).toBe(201);
    const limited = await post('/api/contact', message, '192.0.2.70');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(rateLimitMessage);
    expect(await t.database.db.$count(contactMessages)).toBe(30);
  });

  it('counts exactly the registration forms this way, each declaring where it carries the family’s e-mail', () => {
    const registrations = declaredRoutes(t.app).filter((r) => r.limit?.kind === 'registration');
    expect(registrations.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /api/campus-registrations',
      'POST /api/campus-waitlist',
      'POST /api/club-registrations',
      'POST /api/create-campus-payment-intent',
      'POST /api/school-registrations',
    ]);
    const email = (path: string, body: object) => {
      const limit = registrations.find((r) => r.path === path)?.limit;
      return limit?.kind === 'registration' ? limit.email(body) : undefined;
    };
    expect(email('/api/club-registrations', clubBody({ guardianEmail: 'a@example.com' }))).toBe('a@example.com');
    expect(email('/api/school-registrations', schoolBody({ guardianEmail: 'b@example.com' }))).toBe('b@example.com');
    expect(email('/api/campus-registrations', { parentEmail: 'c@example.com' })).toBe('c@example.com');
    expect(email('/api/create-campus-payment-intent', { registrationData: { parentEmail: 'd@example.com' } })).toBe('d@example.com');
    expect(email('/api/campus-waitlist', { parentEmail: 'e@example.com' })).toBe('e@example.com');
  });
});
