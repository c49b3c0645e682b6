import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, teams } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, asAdmin } from '../helpers/admin.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, paidOrderFor, seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { clubBody, dni, schoolBody, validIban } from '../helpers/registrations.ts';
import { concreteUrl, routeTable } from '../helpers/route-table.ts';
import { signInVolunteer } from '../helpers/volunteers.ts';

/**
 * Issue 15's acceptance: "A coach can enter a result and cannot see a single DNI, IBAN or health note, whatever
 * request they send" (decision 187). The site holds a club and a school registration, a campus sign-up, a waiting
 * list entry, a member, an order, a contact message and an erasure request; a coach enters a result, then sends
 * every route of the whole app (public and back office, every id, the list filters, the exports): no answer
 * carries any of the families' values. The same sweep as an admin finds every one of them, so the values are
 * looked for in the form the site would show them.
 */

const club = clubBody({
  playerName: 'Elisenda Vilaró Munné',
  playerDni: dni(23456781),
  healthCardNumber: 'VIMU 0 998877 66 5',
  guardianName: 'Remei Munné Pla',
  guardianPhone: '655 443 322',
  guardianEmail: 'remei.munne@example.com',
  accountHolderName: 'Remei Munné Pla',
  iban: validIban,
});
const school = schoolBody({
  playerName: 'Quim',
  playerSurname: 'Berenguer Fabra',
  playerDni: dni(45678123),
  healthCardNumber: 'BEFA 1 556677 88 0',
  allergiesOrIllnesses: 'Intolerància severa al pèsol',
  medicationDetails: 'Inhalador de salbutamol abans d’entrenar',
  guardianName: 'Mireia',
  guardianSurname: 'Fabra Coll',
  guardianDni: dni(56781234),
  guardianMobilePhone: '622 918 273',
  guardianEmail: 'mireia.fabra@example.com',
  authorizedPersonName: 'Pilar Coll Serra',
  authorizedPersonDni: 'Y2345678Z',
  accountHolderName: 'Mireia Fabra Coll',
  iban: 'FR14 2004 1010 0505 0001 3M02 606',
});
const camper = { childName: 'Ariadna', childSurname: 'Sallent Costa', parentEmail: 'sallent.costa@example.com', parentPhone: '677 889 900' };
const buyer = { name: 'Blanca Garriga Pou', email: 'blanca.garriga@example.com', phone: '688 001 122' };
const writer = { name: 'Teodor', surname: 'Alsina Roig', email: 'teodor.alsina@example.com', phone: '699 321 654' };
const member = { name: 'Nuri', surname: 'Ferrer Bosch', birthDate: '2014-02-02', email: 'nuri.ferrer@example.com' };
const waiting = { childName: 'Jana', childSurname: 'Oliveres Camps', email: 'oliveres.camps@example.com' };

/** Every value a coach must never receive, as typed by the family. */
const personal: Record<string, string> = {
  'club player DNI': club.playerDni,
  'club health card': club.healthCardNumber,
  'club IBAN': club.iban,
  'club player': 'Vilaró Munné',
  'club guardian e-mail': club.guardianEmail,
  'club guardian phone': club.guardianPhone,
  'school player DNI': school.playerDni,
  'school guardian DNI': school.guardianDni,
  'authorised person DNI': school.authorizedPersonDni,
  'school health card': school.healthCardNumber,
  'school health note': school.allergiesOrIllnesses,
  'school medication': 'salbutamol',
  'school IBAN': school.iban,
  'school player': 'Berenguer Fabra',
  'school guardian e-mail': school.guardianEmail,
  'school guardian phone': school.guardianMobilePhone,
  'campus child': camper.childSurname,
  'campus parent e-mail': camper.parentEmail,
  'campus parent phone': camper.parentPhone,
  'waiting child': waiting.childSurname,
  'waiting family e-mail': waiting.email,
  'member': member.surname,
  'member e-mail': member.email,
  'buyer': buyer.name,
  'buyer e-mail': buyer.email,
  'buyer phone': buyer.phone,
  'message writer': writer.surname,
  'message writer e-mail': writer.email,
  'message writer phone': writer.phone,
};

/** A value as it may be written: as typed, or without its spaces, dots and dashes (DNIs, IBANs, phones). */
const compact = (s: string) => s.toLowerCase().replace(/[\s.-]/g, '');
function found(body: string): string[] {
  const plain = body.toLowerCase();
  const squeezed = compact(body);
  return Object.entries(personal)
    .filter(([, value]) => plain.includes(value.toLowerCase()) || squeezed.includes(compact(value)))
    .map(([name]) => name);
}

let t: TestApp;
let admin: AdminSession;
let coach: AdminSession;
let matchId: number;
const ids = new Set<string>(['1', '2', '3']);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signInVolunteer(t, 'presidenta', 'admin');
  coach = await signInVolunteer(t, 'entrenador-cadet', 'entrenador');
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const expectCreated = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(201);
    ids.add(String((JSON.parse(res.body) as { id?: number }).id ?? 1));
  };

  expectCreated(await post('/api/club-registrations', club));
  expectCreated(await post('/api/school-registrations', school));
  const campus = await seedCampus(db, { name: 'Campus de Setmana Santa' });
  ids.add(String(campus.id));
  expectCreated(await post('/api/campus-registrations', { campusId: campus.id, birthDate: '2015-04-04', isClubMember: false, ...camper }));
  ids.add(String((await seedWaitlistEntry(db, campus.id, waiting.email, waiting)).id));
  ids.add(String((await paidOrderFor(t.app, db, buyer, { customName: 'GARRIGA', customNumber: '23' })).id));
  expectCreated(await post('/api/contact', { ...writer, subject: 'campus', message: 'Una consulta sobre el campus.' }));
  expectCreated(await post('/api/club-members', member, asAdmin(admin)));
  const family = await signInFamily(t, camper.parentEmail);
  expect((await asFamily(t.app, family, 'POST', '/api/family/erasure-request', { confirm: true })).statusCode).toBe(201);

  await db.insert(teams).values({ name: 'Cadet Masculí', description: 'Equip cadet', players: '' });
  const [m] = await db
    .insert(matches)
    .values({ homeTeam: 'CB Llívia', awayTeam: 'CB Puigcerdà', matchDate: '2026-03-14', matchTime: '18:00', venue: 'Pavelló de Llívia', category: 'Cadet Masculí' })
    .returning();
  matchId = m!.id;
  ids.add(String(matchId));
}, 120_000);
afterAll(() => t.close());

/** The list filters a curious coach could add to any address. */
const queries = (seasonIds: string[]) => [
  '',
  ...seasonIds.map((s) => `?season=${s}`),
  '?q=Munné',
  '?q=example.com',
  '?processed=all',
  '?processed=pending',
  '?status=paid',
  '?when=past',
  '?when=current',
  '?campus=1',
  '?list=all',
  '?limit=50',
  '?team=Cadet',
  '?page=1&sort=oldest',
];

/** Every address of a route: each id (and a slug or file where it takes one) with every filter for API routes. */
function addresses(path: string, seasonIds: string[]): string[] {
  const withIds = /:id\b/.test(path) ? [...ids].map((id) => concreteUrl(path, id)) : [concreteUrl(path)];
  const withSlugs = /:slug\b/.test(path) ? withIds.flatMap((u) => ['cadet-masculi', 'campus-de-setmana-santa', 'x'].map((s) => u.replace('/x', `/${s}`))) : withIds;
  if (!path.startsWith('/api/')) return withSlugs.map((u) => (u === '*' ? '/una-pagina-que-no-existeix' : u));
  return withSlugs.flatMap((u) => queries(seasonIds).map((q) => `${u}${q}`));
}

/** Sends every route of the app as this volunteer (writes with an empty body) and answers what each body held. */
async function sweep(session: AdminSession, opts: { writes: boolean }) {
  const seasons = (await t.app.inject({ url: '/api/seasons' })).json() as { id: number }[];
  const seasonIds = seasons.map((s) => String(s.id));
  const leaks: string[] = [];
  const seen = new Set<string>();
  let requests = 0;
  for (const route of routeTable(t.app)) {
    if (route.method === 'HEAD' || (route.method !== 'GET' && !opts.writes)) continue;
    // Signing out would end the sweep's own session.
    if (route.path === '/api/admin/logout') continue;
    for (const url of addresses(route.path, seasonIds)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: asAdmin(session),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      requests++;
      expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      for (const name of found(res.body)) {
        seen.add(name);
        leaks.push(`${route.method} ${url} → ${res.statusCode}: ${name}`);
      }
    }
  }
  return { leaks, seen, requests };
}

describe('a coach', () => {
  it('enters a result', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/matches/${matchId}`,
      headers: asAdmin(coach),
      payload: { homeScore: 64, awayScore: 58, status: 'completed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: matchId, homeScore: 64, awayScore: 58, status: 'completed' });
  });

  it('receives no DNI, IBAN, health note, name, e-mail or phone of a family, whatever request they send', async () => {
    const { leaks, requests } = await sweep(coach, { writes: true });
    expect(requests).toBeGreaterThan(500);
    expect(leaks).toEqual([]);
  }, 300_000);
});

describe('the to-do counts', () => {
  it('count for a coach nothing of what they may not open; the erasure requests only for an admin', async () => {
    const counts = async (session: AdminSession) => (await t.app.inject({ url: '/api/admin/counts', headers: asAdmin(session) })).json();
    const all = await counts(admin);
    expect(all['inscr-club']).toBeGreaterThan(0);
    expect(all['inscr-escoles']).toBeGreaterThan(0);
    expect(all['inscr-campus']).toBeGreaterThan(0);
    expect(all.comandes).toBeGreaterThan(0);
    expect(all.missatges).toBe(2); // the message and the family's erasure request
    expect(await counts(coach)).toEqual({ 'inscr-club': 0, 'inscr-escoles': 0, 'inscr-campus': 0, missatges: 0, comandes: 0 });
    const communication = await signInVolunteer(t, 'comunicacio', 'comunicacio');
    expect(await counts(communication)).toEqual({ 'inscr-club': 0, 'inscr-escoles': 0, 'inscr-campus': 0, missatges: 1, comandes: 0 });
  });

  it("the seasons' registration counts too: an admin's, never a coach's", async () => {
    type Row = { clubRegistrations: number; schoolRegistrations: number };
    const seasonsOf = async (session: AdminSession) => (await t.app.inject({ url: '/api/admin/seasons', headers: asAdmin(session) })).json() as Row[];
    const registered = (rows: Row[]) => rows.reduce((sum, r) => sum + r.clubRegistrations + r.schoolRegistrations, 0);
    expect(registered(await seasonsOf(admin))).toBeGreaterThan(0);
    const coachRows = await seasonsOf(coach);
    expect(coachRows.length).toBeGreaterThan(0);
    expect(registered(coachRows)).toBe(0);
  });
});

describe('the sweep itself', () => {
  it('as an admin, finds every one of those values (they are looked for as the site shows them)', async () => {
    const { seen } = await sweep(admin, { writes: false });
    expect([...seen].sort()).toEqual(Object.keys(personal).sort());
  }, 300_000);
});
