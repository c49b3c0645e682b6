import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubRegistrations, products, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, asAdmin, loginAs, testAdmin } from '../helpers/admin.ts';
import { type Call, type Ctx, personal, personalNeedles, type Sample, team } from '../helpers/audit-fixtures.ts';
import { samples } from '../helpers/audit-samples.ts';
import { concreteUrl, routeTable } from '../helpers/route-table.ts';
import { seedProduct } from '../helpers/shop.ts';

/**
 * The audit trail (issue 15 item 4, decision 189): every back-office write route, walked from the route table, leaves
 * exactly one entry naming who, the action, the entity, its id and the names of the fields — for an update of a record,
 * those whose stored value changed — and no audit row ever holds a personal value; the flagged reads (CSV exports, a
 * registration's detail) are recorded too.
 */

const admin = { username: 'registradora', password: 'una-contrasenya-de-registre' };
let t: TestApp;
let adminId: number;
let ctx: Ctx;
/** Every string value sent in a body by the sweep (what must not come back in the trail). */
const sentValues = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db, admin.username, admin.password);
  const session = await loginAs(t.app, admin.username, admin.password);
  adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, admin.username)))[0]!.id;
  const call: Call = (method, url, payload, headers = {}) =>
    t.app.inject({ method, url, headers: { ...asAdmin(session), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  let n = 0;
  const signIn: Ctx['signIn'] = async (role, secondFactor) => {
    const username = `${role}${++n}`;
    await addAdmin(t.database.db, username, testAdmin.password, role, { secondFactor });
    const s = await loginAs(t.app, username, testAdmin.password);
    const id = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    return {
      id,
      username,
      call: (method, url, payload, headers = {}) =>
        t.app.inject({ method, url, headers: { ...asAdmin(s), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) }),
    };
  };
  ctx = { t, call, n: () => ++n, signIn };
});
afterAll(() => t.close());

const lastAuditId = async () => Number((await t.database.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog))[0]!.id);
const entriesAfter = (id: number) => t.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The back office's write routes: the table's writes that answer the admin's 401 without a session. */
async function backOfficeWrites(): Promise<string[]> {
  const found: string[] = [];
  for (const r of routeTable(t.app).filter((r) => writes.has(r.method))) {
    const res = await t.app.inject({ method: r.method as 'POST', url: concreteUrl(r.path), headers: { origin: 'http://localhost' }, ...(r.method === 'DELETE' ? {} : { payload: {} }) });
    if (res.statusCode === 401 && /iniciar sessió/.test(res.json().message)) found.push(`${r.method} ${r.path}`);
  }
  return found;
}

function collectStrings(value: unknown): void {
  if (typeof value === 'string') sentValues.add(value);
  else if (Array.isArray(value)) value.forEach(collectStrings);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v);
}

/** Makes the sample's one call and checks the one entry it left. */
async function sweep(key: string, sample: Sample): Promise<void> {
  const [method, path] = key.split(' ') as ['POST', string];
  const actor = sample.actor ? await sample.actor(ctx) : { id: adminId, username: admin.username, call: ctx.call };
  const id = sample.prepare ? await sample.prepare(ctx) : undefined;
  const url = concreteUrl(path, String(id ?? 1));
  const upload = sample.multipart ? await sample.multipart(ctx) : undefined;
  const body = sample.body ? await sample.body(ctx, id ?? 0, actor) : undefined;
  collectStrings(body);
  const before = await lastAuditId();
  const res = await actor.call(method, url, upload?.payload ?? body, upload?.headers);
  expect(res.statusCode, `${key}: ${res.body}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
  // One request, one entry: the hook's, or — on a route flagged auditByHandler — the handler's own (invited,
  // role_changed, second_factor_enabled…), never both.
  const entries = await entriesAfter(before);
  expect(
    entries.map((e) => `${e.action} ${e.entity}`),
    key,
  ).toEqual([`${sample.action} ${sample.entity}`]);
  const entry = entries[0]!;
  const entityId =
    typeof sample.entityId === 'function'
      ? await sample.entityId(ctx, body)
      : sample.entityId === 'answer'
        ? String(res.json().id)
        : sample.entityId === 'actor'
          ? String(actor.id)
          : sample.entityId === 'none' || !path.includes(':id')
            ? null
            : String(id);
  expect({ ...entry, fields: [...entry.fields].sort() }, key).toMatchObject({
    actorId: actor.id,
    actor: actor.username,
    action: sample.action,
    entity: sample.entity,
    entityId,
    fields: [...(sample.fields ?? Object.keys(body ?? {}))].sort(),
  });
}

describe('every back-office write is recorded (the route table walked)', () => {
  it('each write route has a sample, and its successful call leaves one entry: who, action, entity, id, field names', async () => {
    const routes = await backOfficeWrites();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !samples[r]), 'write routes without an audit sample (tests/helpers/audit-samples.ts)').toEqual([]);
    expect(Object.keys(samples).filter((k) => !routes.includes(k)), 'samples of routes that no longer exist').toEqual([]);
    for (const key of routes) await sweep(key, samples[key]!);
  }, 120_000);

  it('a refused write (4xx) leaves no entry', async () => {
    const before = await lastAuditId();
    expect((await ctx.call('POST', '/api/teams', { name: '' })).statusCode).toBe(400);
    expect((await ctx.call('DELETE', '/api/teams/999999')).statusCode).toBe(404);
    expect(await entriesAfter(before)).toEqual([]);
  });
});

describe('an update records the fields that changed, not the fields sent', () => {
  /** The one entry a call left (the hook's), checking the call succeeded. */
  async function onlyEntry(method: 'PATCH' | 'PUT', url: string, body: Record<string, unknown>) {
    const before = await lastAuditId();
    const res = await ctx.call(method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    return entries[0]!;
  }
  const stored = { name: 'Samarreta de proves', description: 'Una samarreta per a les proves', price: '35.00', category: 'Roba', inStock: true };

  it('five fields sent, two of them different from the stored record: the entry names those two', async () => {
    const { id } = await seedProduct(t.database.db);
    const entry = await onlyEntry('PATCH', `/api/products/${id}`, { ...stored, price: '36.50', category: 'Samarretes' });
    expect(entry).toMatchObject({ action: 'update', entity: 'products', entityId: String(id), fields: ['price', 'category'] });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ price: '36.50', category: 'Samarretes' });
  });

  it('an update that changes nothing is still an entry (the write happened), with no field', async () => {
    const { id } = await seedProduct(t.database.db);
    // The same values, one of them spelled otherwise (the price as a number): stored the same, so not a change.
    expect(await onlyEntry('PATCH', `/api/products/${id}`, { ...stored, price: 35 })).toMatchObject({ action: 'update', entityId: String(id), fields: [] });
    const teamId = Number((await ctx.call('POST', '/api/teams', team(900))).json().id);
    expect(await onlyEntry('PUT', `/api/teams/${teamId}`, team(900))).toMatchObject({ action: 'update', entity: 'teams', fields: [] });
  });

  it('a name sent that is no column of the row (sizes, kept in product_sizes) is listed as sent, beside the columns that changed', async () => {
    const { id } = await seedProduct(t.database.db, { sizes: { M: 2 } });
    const entry = await onlyEntry('PATCH', `/api/products/${id}`, { name: stored.name, inStock: false, sizes: [{ sizeName: 'L', stock: 4 }] });
    expect(entry.fields).toEqual(['inStock', 'sizes']);
  });

  it('a column only the bookkeeping moves (orders.updated_at) is not a change', async () => {
    const order = samples['PATCH /api/orders/:id']!;
    const id = await order.prepare!(ctx);
    const entry = await onlyEntry('PATCH', `/api/orders/${id}`, { status: 'ready' });
    expect(entry.fields).toEqual(['status']);
  });
});

describe('reads of personal data in bulk or in detail are recorded', () => {
  const get = (url: string) => ctx.call('GET', url);

  it('a CSV export: read of the entity, with the filter names sent (never their values or unknown ones)', async () => {
    const id = await samples['DELETE /api/club-registrations/:id']!.prepare!(ctx);
    const [season] = await t.database.db.select({ id: clubRegistrations.seasonId }).from(clubRegistrations).where(eq(clubRegistrations.id, id));
    const before = await lastAuditId();
    const res = await get(`/api/club-registrations/export.csv?season=${season!.id}&${personal.name}=${personal.dni}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(personal.name);
    const campus = await get('/api/campus-registrations/export.csv');
    expect(campus.statusCode).toBe(200);
    expect((await entriesAfter(before)).map(({ action, entity, entityId, fields, actor }) => ({ action, entity, entityId, fields, actor }))).toEqual([
      { action: 'read', entity: 'club_registrations', entityId: null, fields: ['season'], actor: admin.username },
      { action: 'read', entity: 'campus_registrations', entityId: null, fields: [], actor: admin.username },
    ]);
  });

  it("a registration's detail: read of that record; an unknown one (404) is not recorded", async () => {
    const id = await samples['DELETE /api/school-registrations/:id']!.prepare!(ctx);
    const before = await lastAuditId();
    expect((await get(`/api/school-registrations/${id}`)).statusCode).toBe(200);
    expect((await get('/api/school-registrations/999999')).statusCode).toBe(404);
    expect(await entriesAfter(before)).toMatchObject([{ action: 'read', entity: 'school_registrations', entityId: String(id), fields: [], actorId: adminId }]);
  });

  it('the whole lists flagged as personal data are recorded; other back-office reads are not', async () => {
    const before = await lastAuditId();
    for (const url of ['/api/club-registrations', '/api/club-members', '/api/contact-messages', '/api/orders', '/api/campus-registrations']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // The back office's paged tables show names, e-mails and phones too (DNIs and IBANs masked).
    for (const url of [
      '/api/admin/club-registrations',
      '/api/admin/school-registrations',
      '/api/admin/campus-registrations',
      '/api/admin/orders',
      '/api/admin/contact-messages',
      '/api/admin/erasure-requests',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get('/api/admin/seasons')).statusCode).toBe(200);
    expect((await get('/api/admin/counts')).statusCode).toBe(200);
    expect((await entriesAfter(before)).map((e) => `${e.action} ${e.entity}`)).toEqual([
      'read club_registrations',
      'read club_members',
      'read contact_messages',
      'read orders',
      'read campus_registrations',
      'read club_registrations',
      'read school_registrations',
      'read campus_registrations',
      'read orders',
      'read contact_messages',
      'read erasure_requests',
    ]);
  });
});

describe('no personal value in the trail', () => {
  it('no column of any audit row holds a name, DNI, IBAN, e-mail or phone sent or stored (nor any other value sent)', async () => {
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(50);
    if (process.env.AUDIT_DUMP) console.log(rows.map((r) => `${r.actor} ${r.action} ${r.entity}#${r.entityId ?? ''} [${r.fields.join(',')}] ${r.ip}`).join('\n'));
    const texts = rows.map((r) => JSON.stringify(r).toLowerCase());
    for (const needle of personalNeedles) {
      expect(texts.filter((x) => x.includes(needle.toLowerCase())), needle).toEqual([]);
    }
    // Any other value sent (a title, a date, a score) never comes back as an entry's id, entity or field name.
    const cells = new Set(rows.flatMap((r) => [r.entity, r.entityId, r.actor, r.action, ...r.fields].filter((c): c is string => c !== null)));
    expect([...sentValues].filter((v) => v.length >= 3 && cells.has(v))).toEqual([]);
  });
});

describe('the trail never turns a success into an error', () => {
  it('an entry that cannot be written is logged (without values) and the volunteer still gets their success', async () => {
    const lines: string[] = [];
    const other = await createTestApp({ logLevel: 'error' }, {}, undefined, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await addAdmin(other.database.db, admin.username, admin.password);
      const session = await loginAs(other.app, admin.username, admin.password);
      // The table gone (a broken disk, a bad migration): every insert into it fails.
      await other.database.db.execute(sql`alter table audit_log rename to audit_log_away`);
      const res = await other.app.inject({ method: 'POST', url: '/api/teams', headers: asAdmin(session), payload: team(1) });
      expect(res.statusCode, res.body).toBe(201);
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'audit entry not recorded');
      expect(logged?.audit).toMatchObject({ action: 'create', entity: 'teams', entityId: String(res.json().id), actor: admin.username });
      expect(JSON.stringify(logged)).not.toContain(personal.name);
      await other.database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    } finally {
      await other.close();
    }
  });
});
