import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, clubBody, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';
import { seedProduct } from '../helpers/shop.ts';

/**
 * Issue 10 item 8: a database error on a form's insert is logged without the query's parameters or the row's
 * values. Each public form's table refuses every new row (a CHECK that is always false); the log lines are read
 * from the app's logger and scanned for what the visitor sent.
 */
let t: TestApp;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, {}, undefined, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const startDate = addDays(today(), 60);
const makeCampus = async (price: string) =>
  (await seedCampus(t.database.db, { name: 'Campus de proves', startDate, priceClubMember: price, priceNonMember: price })).id;

/** The strings a visitor sent (and their forms without spaces, as a normalised DNI or IBAN is stored). */
function valuesOf(body: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string' && v.length >= 5) {
      out.add(v);
      out.add(v.replace(/\s+/g, ''));
    } else if (v && typeof v === 'object') {
      for (const x of Object.values(v)) walk(x);
    }
  };
  walk(body);
  return [...out];
}

async function failingInsert(table: string, url: string, body: Record<string, unknown>) {
  await t.database.db.execute(sql.raw(`alter table ${table} add constraint hardening_refuse check (false) not valid`));
  lines.length = 0;
  try {
    const res = await t.app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode, res.body).toBe(500);
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table} drop constraint hardening_refuse`));
  }
  const text = logText();
  // The failure was logged (with what identifies it: the database's code and the constraint's name) …
  expect(text).toContain('"code":"23514"');
  expect(text).toContain('hardening_refuse');
  // … and nothing the visitor typed.
  const leaked = valuesOf(body).filter((v) => text.includes(v) || text.includes(JSON.stringify(v).slice(1, -1)));
  expect(leaked, text).toEqual([]);
}

describe('a database error on a form insert is logged without the submitted values', () => {
  it('contact message', async () => {
    await failingInsert('contact_messages', '/api/contact', {
      name: 'Eulàlia',
      surname: 'Fontanals Riba',
      email: 'eulalia.fontanals@example.com',
      phone: '699 887 766',
      subject: 'general',
      message: 'El meu fill té asma, pot jugar?',
    });
  });

  it('club registration (DNI, health card, IBAN)', async () => {
    await failingInsert('club_registrations', '/api/club-registrations', clubBody());
  });

  it('school registration (DNI, allergies, medication, IBAN)', async () => {
    await failingInsert('school_registrations', '/api/school-registrations', schoolBody());
  });

  it('free campus sign-up', async () => {
    const campusId = await makeCampus('0.00');
    await failingInsert('campus_registrations', '/api/campus-registrations', {
      campusId,
      childName: 'Ona',
      childSurname: 'Bosch Pujol',
      birthDate: yearsBefore(startDate, 9),
      parentEmail: 'familia.bosch@example.com',
      parentPhone: '611 223 344',
      isClubMember: false,
    });
  });

  it('paid campus sign-up (the reservation row)', async () => {
    const campusId = await makeCampus('80.00');
    await failingInsert('checkouts', '/api/create-campus-payment-intent', {
      registrationData: {
        campusId,
        childName: 'Ona',
        childSurname: 'Bosch Pujol',
        birthDate: yearsBefore(startDate, 9),
        parentEmail: 'familia.bosch@example.com',
        parentPhone: '611 223 344',
        isClubMember: false,
      },
    });
  });

  it('shop checkout', async () => {
    const product = await seedProduct(t.database.db, { requiresName: true, requiresNumber: true });
    await failingInsert('checkouts', '/api/create-payment-intent', {
      amount: '0.01',
      items: [{ productId: product.id, quantity: 1, customName: 'PUJOLAR', customNumber: '23' }],
      customer: { name: 'Quirze Pujolar', email: 'quirze.pujolar@example.com', phone: '655 443 322' },
    });
  });
});
