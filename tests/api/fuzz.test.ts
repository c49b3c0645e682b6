import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin } from '../helpers/registrations.ts';

/**
 * Issue 6, item 7: every public POST gets ≥ 1000 generated bodies — wrong types, huge strings, unicode,
 * prototype-pollution keys, nested objects. None may answer 5xx, a 4xx must store nothing, and the server stays up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemo(tx));
});
afterAll(() => t.close());

const tables = [
  'contact_messages',
  'club_registrations',
  'school_registrations',
  'campus_registrations',
  'checkouts',
  'orders',
  'order_items',
  'admin_sessions',
  'test_payment_intents',
  'mail_queue',
];

async function rowCounts(): Promise<string> {
  const parts = tables.map((name) => `(select count(*) from ${name})`).join(" || ',' || ");
  const res = await t.database.db.execute(sql.raw(`select ${parts} as counts`));
  return String((res as unknown as { rows: { counts: string }[] }).rows[0]!.counts);
}

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'a\u0000b', '2026-02-30', '12345678Z', 'ES9121000418450200051332', 'a@b.cat', 'passport', 'none'),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('v'), { maxKeys: 3 })),
})).v;
const dangerousKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty');

/** Bodies shaped like the endpoint's own (its field names with any values), plus anything at all. */
function bodies(fields: string[]) {
  return fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields), dangerousKeys), value, { maxKeys: 8 }),
    fc.jsonValue(),
    fc.constantFrom('{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {"x": 1}}}', '[', 'null', '"x"', '{}'),
  );
}

const endpoints: [string, string[]][] = [
  ['/api/contact', ['name', 'surname', 'email', 'phone', 'subject', 'message']],
  [
    '/api/club-registrations',
    ['playerName', 'playerDocumentType', 'playerDni', 'healthCardNumber', 'birthDate', 'shirtSize', 'pantsSize', 'shoeSize', 'guardianName', 'guardianPhone', 'guardianEmail', 'accountHolderName', 'iban', 'sepaAuthorization', 'privacyAuthorization', 'imageRightsAuthorization'],
  ],
  [
    '/api/school-registrations',
    ['playerName', 'playerSurname', 'birthDate', 'playerDocumentType', 'playerDni', 'courseAndSchool', 'fullAddress', 'healthCardNumber', 'allergiesOrIllnesses', 'guardianName', 'guardianSurname', 'guardianDocumentType', 'guardianDni', 'guardianMobilePhone', 'guardianEmail', 'medicalEmergencyConsent', 'authorizedPersonName', 'authorizedPersonDocumentType', 'authorizedPersonDni', 'authorizedPersonPhone', 'medicationAdministrationConsent', 'accountHolderName', 'iban', 'sepaAuthorization', 'privacyAuthorization', 'imageRightsAuthorization'],
  ],
  ['/api/campus-registrations', ['campusId', 'childName', 'childSurname', 'birthDate', 'parentEmail', 'parentPhone', 'isClubMember', 'paymentMethod', 'status', 'paymentIntentId']],
  ['/api/create-campus-payment-intent', ['amount', 'campusName', 'campusId', 'registrationData']],
  ['/api/create-payment-intent', ['amount', 'items', 'customer']],
  ['/api/orders', ['paymentIntentId', 'customerName', 'customerEmail', 'customerPhone', 'status', 'paymentMethod', 'totalAmount', 'items']],
  ['/api/admin/login', ['username', 'password']],
];

describe('fuzzing every public POST', () => {
  it.each(endpoints)('%s: no 5xx, nothing stored on a 4xx', { timeout: 300_000 }, async (url, fields) => {
    const statuses = new Map<number, number>();
    // The counts before each request: read once, then again after each that changed them (a 2xx) — a 4xx changes
    // nothing, so the counts after it are the next one's before (one query a run instead of two).
    let before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(bodies(fields), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', origin: 'http://localhost' },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, res.body).toBeLessThan(500);
        const after = await rowCounts();
        if (res.statusCode >= 400) expect(after).toBe(before);
        before = after;
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
    // Some bodies must be refused, or the generator is not reaching the validation.
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a NUL character PostgreSQL cannot store', () => {
  it('gets a 4xx from the login, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost' },
      payload: { username: 'a\u0000b', password: 'a@b.cat' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

/**
 * Issue 10, item 18: `campusId: 99999999999` gave a 500. Every id and whole number a client sends is refused with a
 * 400 (never a 5xx, nothing stored) once it leaves PostgreSQL's integer range; the largest id is simply not found.
 */
const outOfRange: unknown[] = [2_147_483_648, 99_999_999_999, 1e20, -1, 0, 1.5, -2_147_483_649, '99999999999', '1e20'];
const intMax = 2_147_483_647;

function setAt(body: Record<string, unknown>, path: (string | number)[], v: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = v;
  return copy;
}

describe('ids and whole numbers at and beyond the database integer range', () => {
  const birthDate = `${new Date().getFullYear() - 10}-03-15`;
  const signUp = {
    campusId: 1,
    childName: 'Pau',
    childSurname: 'Riu',
    birthDate,
    parentEmail: 'pau.riu@example.com',
    parentPhone: '600 123 456',
    isClubMember: false,
  };
  const cart = { items: [{ productId: 1, sizeId: 1, quantity: 1 }], customer: { name: 'A', email: 'a@b.cat', phone: '600123456' } };
  const cases: [string, string, Record<string, unknown>, (string | number)[]][] = [
    ['/api/campus-registrations', 'campusId', signUp, ['campusId']],
    ['/api/create-campus-payment-intent', 'registrationData.campusId', { registrationData: signUp }, ['registrationData', 'campusId']],
    ['/api/create-payment-intent', 'items[0].productId', cart, ['items', 0, 'productId']],
    ['/api/create-payment-intent', 'items[0].sizeId', cart, ['items', 0, 'sizeId']],
    ['/api/create-payment-intent', 'items[0].quantity', cart, ['items', 0, 'quantity']],
  ];

  it.each(cases)('POST %s, %s: 400 beyond the range, never 5xx, nothing stored', async (url, _field, body, path) => {
    for (const v of [...outOfRange, intMax]) {
      const before = await rowCounts();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'http://localhost' },
        payload: setAt(body, path, v),
        remoteAddress: '192.0.2.50',
      });
      const label = `${path.join('.')}=${String(v)}: ${res.body}`;
      if (v === intMax) expect(res.statusCode, label).toBeLessThan(500);
      else expect(res.statusCode, label).toBe(400);
      if (res.statusCode >= 400) expect(await rowCounts()).toBe(before);
    }
  });

  it('the back office too: ids and whole numbers in bodies and paths are 400 beyond the range, never 5xx', async () => {
    const admin = await loginAsAdmin(t.app);
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    for (const v of [...outOfRange, intMax]) {
      const before = await rowCounts();
      const answers = [
        await send('POST', '/api/order-items', { orderId: v, productId: 1, quantity: 1 }),
        await send('POST', '/api/order-items', { orderId: 1, productId: v, quantity: 1 }),
        await send('POST', '/api/products/1/sizes', { sizeName: 'XXL-prova', stock: v === 0 ? -5 : v }),
        await send('PATCH', `/api/orders/${v}`, { status: 'ready' }),
        await send('DELETE', `/api/teams/${v}`),
      ];
      for (const res of answers) {
        const label = `${String(v)}: ${res.body}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (v !== intMax) expect(res.statusCode, label).toBe(400);
      }
      if (typeof v === 'number' && v < 0) expect(await rowCounts()).toBe(before);
    }
  });

  it('GET /api/products/{id}/sizes: 404 at the largest id, 400 beyond, never 5xx', async () => {
    expect((await t.app.inject({ url: `/api/products/${intMax}/sizes` })).statusCode).toBe(404);
    for (const v of ['2147483648', '99999999999', '1e20', '-1', '0', '1.5', '-2147483649', 'abc']) {
      const res = await t.app.inject({ url: `/api/products/${v}/sizes` });
      expect(res.statusCode, `${v}: ${res.body}`).toBe(400);
    }
  });
});
