
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { TestApp } from './app.ts';
import { seedEntry } from './waitlist.ts';
import { createIntent, payWithTestCard, reportOrder, seedProduct } from './shop.ts';

/** Helpers of the family page's tests (issue 14 item 4): asking for a link, reading it from the mail, signing in. */

/** What a same-origin browser sends (`app.inject` talks to localhost:80). */
export const sameSite = { origin: 'http://localhost:80', host: 'localhost:80' } as const;

export function askLink(app: FastifyInstance, email: string, opts: { ip?: string; locale?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/family/sign-in-link',
    headers: sameSite,
    remoteAddress: opts.ip ?? '127.0.0.1',
    payload: { email, ...(opts.locale ? { locale: opts.locale } : {}) },
  });
}

/** The token of the newest sign-in link mailed to `email` (after a flush), from its #entrar= fragment. */
export function tokenFromMail(t: Pick<TestApp, 'app' | 'mails'>, email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email && /#entrar=/.test(m.text));
  const token = mail ? /#entrar=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return token;
}

export function openLink(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/family/session', headers: sameSite, payload: { token } });
}

export type FamilyAuth = { cookie: string; csrfToken: string; headers: Record<string, string> };

/** Asks for a link, opens it and returns what the page's requests carry: the cookie and, for changes, the CSRF token. */
export async function signInFamily(t: Pick<TestApp, 'app' | 'mails'>, email: string, ip = '127.0.0.1'): Promise<FamilyAuth> {
  const asked = await askLink(t.app, email, { ip });
  if (asked.statusCode !== 202) throw new Error(`sign-in-link ${asked.statusCode}: ${asked.body}`);
  await t.app.mail.flush();
  const res = await openLink(t.app, tokenFromMail(t, email));
  if (res.statusCode !== 200) throw new Error(`session ${res.statusCode}: ${res.body}`);
  const c = res.cookies.find((k) => k.name === 'family_session');
  if (!c) throw new Error('no family_session cookie');
  const cookie = `${c.name}=${c.value}`;
  const { csrfToken } = res.json() as { csrfToken: string };
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

type Method = 'GET' | 'POST' | 'PATCH';
/** A request of the family page with its session (no Origin: the CSRF token is what lets a change through). */
export function asFamily(app: FastifyInstance, auth: FamilyAuth, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: auth.headers, ...(payload ? { payload } : {}) });
}

/** A paid shop order for `customer` (a 30 € shirt, size M, printed with a name and a number). */
export async function paidOrderFor(
  app: FastifyInstance,
  db: Db,
  customer: { name: string; email: string; phone: string },
  print: { customName: string; customNumber: string },
): Promise<{ id: number; paymentIntentId: string }> {
  const p = await seedProduct(db, { price: '30.00', sizes: { M: 5 }, requiresName: true, requiresNumber: true });
  const started = await createIntent(app, { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 1, ...print }], customer });
  if (started.statusCode !== 200) throw new Error(`create-payment-intent ${started.statusCode}: ${started.body}`);
  const { clientSecret, paymentIntentId } = started.json();
  const paid = await payWithTestCard(app, clientSecret);
  if (paid.statusCode !== 200) throw new Error(`test confirm ${paid.statusCode}: ${paid.body}`);
  const order = await reportOrder(app, { paymentIntentId });
  if (order.statusCode !== 201 && order.statusCode !== 200) throw new Error(`orders ${order.statusCode}: ${order.body}`);
  return { id: (order.json() as { id: number }).id, paymentIntentId };
}

/** A waiting-list entry made directly in the database (one child), in arrival order: the waiting list's own seed. */
export async function seedWaitlistEntry(db: Db, campusId: number, parentEmail: string, child: { childName: string; childSurname: string }) {
  const { entry } = await seedEntry(db, campusId, { email: parentEmail, phone: '600 999 888', birthDate: '2016-05-05', children: [child] });
  return entry;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Every "table.column ∋ value" where one of `values` appears (case-insensitive) in any text, varchar, date or JSON
 * column of any table: what an erasure must leave empty.
 */
export async function columnsHolding(db: Db, values: string[]): Promise<string[]> {
  const columns = rowsOf(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'date', 'jsonb', 'json', 'ARRAY')`),
  );
  if (columns.length < 40) throw new Error('information_schema lists too few columns: the scan would prove nothing');
  const found: string[] = [];
  for (const c of columns) {
    const column = sql`${sql.identifier(String(c.table_name))}.${sql.identifier(String(c.column_name))}::text`;
    for (const value of values) {
      const [hit] = rowsOf(
        await db.execute(sql`select count(*)::int as n from ${sql.identifier(String(c.table_name))} where ${column} ilike ${`%${value}%`}`),
      );
      if (Number(hit!.n) > 0) found.push(`${c.table_name}.${c.column_name} ∋ ${value}`);
    }
  }
  return found;
}
