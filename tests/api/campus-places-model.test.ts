import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campus,
  campusRegistrations,
  campusWaitlist,
  campusWaitlistChildren,
  checkoutAbandonments,
  checkouts,
  familySessions,
  familySignInTokens,
  mailQueue,
  testPaymentIntents,
} from '#server/db/schema.ts';
import { countPlacesTaken } from '#server/features/places/repository.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, askLink, type FamilyAuth, sameSite, tokenFromMail as linkToken } from '../helpers/family.ts';
import { addDays, daysFromToday, yearsBefore } from '../helpers/clock.ts';
import { type AdminAuth, loginAsAdmin } from '../helpers/registrations.ts';
import { payWithTestCard } from '../helpers/shop.ts';
import { joinConfirmed, tokenFromMail } from '../helpers/waitlist.ts';

// The places of one campus, driven by random sequences of what families and the club do (issue 21 item 6,
// decision 198) and checked after every step against a simple model held in memory: sign-ups free and paid, a
// hold that runs out (its expiry moved, then the sweep), the family's cancellation, the admin's delete, capacity
// changes, the active switch, joining the waiting list, offers accepted (free and paid), declined, expired, left,
// removed and made by hand. After each step: places taken ≤ capacity (unless a payment that arrived with the
// campus full is stored flagged), every freed place offered in arrival order (no waiting entry fits what is free,
// and the entries offered are the model's: the first that fit), no child twice. Seeded (PLACES_MODEL_SEED to try
// another), and fast-check prints the failing sequence of steps, shrunk.

const seed = Number(process.env.PLACES_MODEL_SEED ?? 198);
/**
 * 8 runs of up to 60 steps (162 steps, 14 offers made) take 7–8 s on either database on a quiet machine, 20–25 s
 * while other suites run (decision 198); past 30 s no new run starts (a run under way finishes), so a slow machine
 * checks fewer sequences rather than failing. PLACES_MODEL_RUNS for more.
 */
const numRuns = Number(process.env.PLACES_MODEL_RUNS ?? 8);
const timeLimitMs = Number(process.env.PLACES_MODEL_RUNS ? 3_600_000 : 30_000);
/** PLACES_MODEL_DEBUG=1 prints each step with the model's state after it. */
const trace = Boolean(process.env.PLACES_MODEL_DEBUG);

const startDate = daysFromToday(60);
const birthDate = yearsBefore(startDate, 10);
/** Ten children in six families: siblings join the waiting list together (or one at a time). */
const families = [
  ['Arnau', 'Bruna'],
  ['Carla', 'Dídac'],
  ['Elna', 'Ferran'],
  ['Gal·la'],
  ['Hug', 'Irene'],
  ['Jana'],
];
const surname = (name: string) => `Model${families.findIndex((f) => f.includes(name))}`;
const childBody = (name: string) => ({ childName: name, childSurname: surname(name), birthDate });

// ── The model ───────────────────────────────────────────────────────────────────────────────────────────────────

type Status = 'waiting' | 'offered' | 'accepted' | 'declined' | 'expired' | 'left' | 'removed';
type Entry = { id: number; email: string; children: string[]; status: Status; member: boolean; manageToken: string };
type SignUp = { id: number; child: string; email: string; together: string | null; overbooked: boolean };
type Hold = { child: string; email: string; intentId: string; clientSecret: string; held: boolean };
type Model = {
  capacity: number;
  active: boolean;
  /** A hold ran out unpaid (decision 106): new payments for this campus hold nothing until an hour passes. */
  contested: boolean;
  signUps: SignUp[];
  holds: Hold[];
  entries: Entry[];
};

const isLive = (e: Entry) => e.status === 'waiting' || e.status === 'offered';
const taken = (m: Model) =>
  m.signUps.length + m.holds.filter((h) => h.held).length + m.entries.filter((e) => e.status === 'offered').reduce((n, e) => n + e.children.length, 0);
const free = (m: Model) => m.capacity - taken(m);
const busy = (m: Model, child: string) => m.holds.some((h) => h.child === child);
const hasPlace = (m: Model, child: string) => m.signUps.some((s) => s.child === child);
const onList = (m: Model, child: string) => m.entries.some((e) => isLive(e) && e.children.includes(child));

/** The rule under test, as simply as it can be said: walk the list in arrival order, offer each entry that fits. */
function offerFree(m: Model): void {
  if (!m.active) return;
  let left = free(m);
  for (const e of [...m.entries].sort((a, b) => a.id - b.id)) {
    if (left <= 0) break;
    if (e.status !== 'waiting' || e.children.length > left) continue;
    e.status = 'offered';
    offersMade += 1;
    left -= e.children.length;
  }
}

/** A child who gets a place leaves the list: alone, its entry ends 'accepted'; with siblings, it waits for fewer. */
function withdrawChild(m: Model, child: string): void {
  const e = m.entries.find((x) => isLive(x) && x.children.includes(child));
  if (!e) return;
  if (e.children.length <= 1) e.status = 'accepted';
  else e.children = e.children.filter((c) => c !== child);
  offerFree(m);
}

/** One sweep turn: a hold or an offer moved past its deadline ends (its places offered), then the safety net, then un-held holds outsold. */
function sweep(m: Model, ended: { hold?: Hold; offer?: Entry } = {}): void {
  if (ended.hold) {
    m.holds = m.holds.filter((h) => h !== ended.hold);
    if (ended.hold.held) {
      offerFree(m);
      m.contested = true;
    }
  }
  if (ended.offer) {
    ended.offer.status = 'expired';
    offerFree(m);
  }
  offerFree(m);
  if (free(m) <= 0) m.holds = m.holds.filter((h) => h.held);
}

// ── The real system ─────────────────────────────────────────────────────────────────────────────────────────────

type Real = { campusId: number; seq: number; sessions: Map<string, FamilyAuth> };

let t: TestApp;
let admin: AdminAuth;
let runNo = 0;
const stepsRun: string[] = [];
let offersMade = 0;
let runs = 0;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const asAdmin = (method: 'DELETE' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const email = (r: Real, kind: string) => `${kind}${runNo}x${++r.seq}@example.com`;

function expectStatus(res: { statusCode: number; body: string }, status: number, step: string): void {
  if (res.statusCode !== status) throw new Error(`${step}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** The real campus, compared with the model; then the three properties, on the real rows alone. */
async function compare(m: Model, r: Real, step: string): Promise<void> {
  const db = t.database.db;
  const [c] = await db.select().from(campus).where(eq(campus.id, r.campusId));
  const realTaken = await countPlacesTaken(db, r.campusId);
  const regs = await db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, r.campusId));
  const entries = await db.select().from(campusWaitlist).where(eq(campusWaitlist.campusId, r.campusId));
  const kids = await db.select().from(campusWaitlistChildren).where(eq(campusWaitlistChildren.campusId, r.campusId));
  const childrenOf = (id: number) =>
    kids
      .filter((k) => k.entryId === id)
      .sort((a, b) => a.id - b.id)
      .map((k) => k.childName);

  // Places taken ≤ capacity: only a payment that arrived for a lapsed hold with the campus full may exceed it, and
  // it is stored flagged for the club (decision 150).
  const overbooked = regs.filter((s) => s.status === 'paid_overbooked').length;
  expect(realTaken, `${step}: places taken ≤ capacity`).toBeLessThanOrEqual(c!.maxParticipants + overbooked);
  // Every freed place offered: on an active campus, no waiting entry fits in what is free.
  if (c!.isActive) {
    for (const e of entries.filter((x) => x.status === 'waiting')) {
      expect(e.places, `${step}: entry ${e.id} waits while ${c!.maxParticipants - realTaken} places are free`).toBeGreaterThan(
        c!.maxParticipants - realTaken,
      );
    }
  }
  // No child twice: one place each, and never a place and a live entry, nor two live entries.
  const holders = [...regs.map((s) => s.childName), ...kids.filter((k) => k.childKey !== null).map((k) => k.childName)];
  expect(new Set(holders).size, `${step}: a child holds two places or entries (${holders.join(', ')})`).toBe(holders.length);

  // The model: the same sign-ups, entries (their status and children: so the offers went to the first that fit, in
  // arrival order), holds and count.
  expect({ capacity: c!.maxParticipants, active: c!.isActive, taken: realTaken }, step).toEqual({
    capacity: m.capacity,
    active: m.active,
    taken: taken(m),
  });
  expect(
    regs.map((s) => ({ id: s.id, child: s.childName, overbooked: s.status === 'paid_overbooked' })).sort((a, b) => a.id - b.id),
    `${step}: sign-ups`,
  ).toEqual(m.signUps.map((s) => ({ id: s.id, child: s.child, overbooked: s.overbooked })).sort((a, b) => a.id - b.id));
  expect(
    entries.map((e) => ({ id: e.id, status: e.status, children: childrenOf(e.id) })).sort((a, b) => a.id - b.id),
    `${step}: waiting list`,
  ).toEqual(m.entries.map((e) => ({ id: e.id, status: e.status, children: e.children })).sort((a, b) => a.id - b.id));
  const holds = await db
    .select({ intentId: checkouts.paymentIntentId, held: checkouts.held })
    .from(checkouts)
    .where(sql`${checkouts.campusId} = ${r.campusId} and ${checkouts.status} = 'reserved'`);
  expect(holds.map((h) => `${h.intentId}:${h.held}`).sort(), `${step}: running payments`).toEqual(
    m.holds.map((h) => `${h.intentId}:${h.held}`).sort(),
  );
}

/**
 * The family page's session for an address (one per address and run): its link asked for and opened from an address
 * of its own, so the per-address limits on links and on opening them (decision 181) are never this test's business.
 */
async function familyAuth(r: Real, to: string): Promise<FamilyAuth> {
  const known = r.sessions.get(to);
  if (known) return known;
  const ip = `10.198.${runNo % 250}.${r.sessions.size + 1}`;
  expectStatus(await askLink(t.app, to, { ip }), 202, `sign-in link for ${to}`);
  await t.app.mail.flush();
  const res = await t.app.inject({ method: 'POST', url: '/api/family/session', headers: sameSite, remoteAddress: ip, payload: { token: linkToken(t, to) } });
  expectStatus(res, 200, `family session for ${to}`);
  const c = res.cookies.find((k) => k.name === 'family_session')!;
  const cookie = `${c.name}=${c.value}`;
  const { csrfToken } = res.json() as { csrfToken: string };
  const auth = { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
  r.sessions.set(to, auth);
  return auth;
}

// ── The steps ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A step acts on a target chosen from the model when it runs (the k-th candidate: a child without a place, a
 * standing offer, a sign-up…), so that few steps are skipped for want of one; it is skipped (`check`) when there is
 * none. Its name, as the failing sequence prints it, says which target it took.
 */
function step<T>(name: string, k: number, candidates: (m: Model) => T[], label: (x: T) => string, act: (m: Model, r: Real, x: T) => Promise<void>) {
  let took = `#${k}`;
  const command: fc.AsyncCommand<Model, Real> = {
    check: (m) => candidates(m).length > 0,
    async run(m, r) {
      const list = candidates(m);
      const x = list[k % list.length]!;
      took = label(x);
      await act(m, r, x);
      await compare(m, r, `${name}(${took})`);
      stepsRun.push(name);
      if (trace) {
        const list = m.entries.map((e) => `${e.status[0]}${e.children.length}`).join(' ');
        console.info(`${name}(${took}) → ${m.active ? 'on' : 'off'} ${taken(m)}/${m.capacity} [${list}] holds ${m.holds.length}`);
      }
    },
    toString: () => `${name}(${took})`,
  };
  return command;
}
const always = () => [null];
const none = () => '';

const children = families.flat();
const withoutPlace = (m: Model) => children.filter((c) => !busy(m, c) && !hasPlace(m, c));
const notBusy = (m: Model) => children.filter((c) => !busy(m, c));

/** A free sign-up (a club member's price is 0): 201, or 409 when switched off, a duplicate, or full. */
const signUpFree = (k: number, anyChild = false) =>
  step(anyChild ? 'signUpFreeAgain' : 'signUpFree', k, anyChild ? notBusy : withoutPlace, (c) => c, async (m, r, child) => {
    const to = email(r, 'free');
    const res = await post('/api/campus-registrations', {
      campusId: r.campusId,
      ...childBody(child),
      parentEmail: to,
      parentPhone: '600 111 222',
      isClubMember: true,
    });
    const ok = m.active && !hasPlace(m, child) && free(m) > 0;
    expectStatus(res, ok ? 201 : 409, `signUpFree(${child})`);
    if (!ok) return;
    m.signUps.push({ id: res.json().id, child, email: to, together: null, overbooked: false });
    withdrawChild(m, child);
  });

/** A paid sign-up started (not a member: 50 €): its checkout holds a place, unless the campus is contested. */
const startPaid = (k: number) =>
  step('startPaid', k, withoutPlace, (c) => c, async (m, r, child) => {
    const to = email(r, 'paid');
    const res = await post('/api/create-campus-payment-intent', {
      registrationData: { campusId: r.campusId, ...childBody(child), parentEmail: to, parentPhone: '600 333 444', isClubMember: false },
    });
    const ok = m.active && !hasPlace(m, child) && free(m) > 0;
    expectStatus(res, ok ? 200 : 409, `startPaid(${child})`);
    if (!ok) return;
    const { paymentIntentId, clientSecret } = res.json();
    m.holds.push({ child, email: to, intentId: paymentIntentId, clientSecret, held: !m.contested });
  });

const payHold = (k: number) =>
  step('payHold', k, (m) => m.holds, (h) => h.child, async (m, r, h) => {
    expectStatus(await payWithTestCard(t.app, h.clientSecret), 200, 'payHold: card');
    const res = await post('/api/campus-registrations', {
      campusId: r.campusId,
      ...childBody(h.child),
      parentEmail: h.email,
      parentPhone: '600 333 444',
      isClubMember: false,
      paymentIntentId: h.intentId,
    });
    expectStatus(res, 201, `payHold(${h.child})`);
    // A held place is the family's; an un-held payment (contested campus) takes one only if one is free now.
    const overbooked = taken(m) - (h.held ? 1 : 0) >= m.capacity;
    m.holds = m.holds.filter((x) => x !== h);
    m.signUps.push({ id: res.json().id, child: h.child, email: h.email, together: null, overbooked });
    withdrawChild(m, h.child);
  });

/** The family never pays: its hold runs out (moved past its expiry) and the sweep releases it. */
const expireHold = (k: number) =>
  step('expireHold', k, (m) => m.holds, (h) => h.child, async (m, _r, h) => {
    await t.database.db.update(checkouts).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(checkouts.paymentIntentId, h.intentId));
    await runSweep(t.app);
    sweep(m, { hold: h });
  });

const sweepTurn = step('sweep', 0, always, none, async (m) => {
  await runSweep(t.app);
  sweep(m);
});

const adminDelete = (k: number) =>
  step('adminDelete', k, (m) => m.signUps, (s) => s.child, async (m, _r, s) => {
    expectStatus(await asAdmin('DELETE', `/api/campus-registrations/${s.id}`), 204, `adminDelete(${s.child})`);
    m.signUps = m.signUps.filter((x) => x !== s);
    offerFree(m);
  });

const familyCancel = (k: number) =>
  step('familyCancel', k, (m) => m.signUps, (s) => s.child, async (m, r, s) => {
    const auth = await familyAuth(r, s.email);
    expectStatus(await asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${s.id}/cancel`, {}), 200, `familyCancel(${s.child})`);
    // Siblings paid with one payment are cancelled together (one refund, decision 181).
    m.signUps = m.signUps.filter((x) => (s.together ? x.together !== s.together : x !== s));
    offerFree(m);
  });

const setCapacity = (n: number) =>
  step('capacity', 0, always, () => String(n), async (m, r) => {
    const [c] = await t.database.db.select().from(campus).where(eq(campus.id, r.campusId));
    const { id: _id, createdAt: _createdAt, ...whole } = c!;
    const res = await asAdmin('PUT', `/api/campus/${r.campusId}`, { ...whole, maxParticipants: n });
    const ok = n >= taken(m);
    expectStatus(res, ok ? 204 : 409, `capacity(${n})`);
    if (!ok) return;
    m.capacity = n;
    offerFree(m);
  });

const setActive = (on: boolean) =>
  step('switch', 0, always, () => (on ? 'on' : 'off'), async (m, r) => {
    expectStatus(await asAdmin('PATCH', `/api/campus/${r.campusId}`, { isActive: on }), 204, `switch(${on})`);
    // Switched off, the standing offers wait again with their turn (decision 180); on, what is free is offered.
    if (m.active && !on) for (const e of m.entries.filter((x) => x.status === 'offered')) e.status = 'waiting';
    m.active = on;
    offerFree(m);
  });

/** The families that could join: one child, its sibling, or both, none with a place, a payment or a live entry. */
const joinable = (m: Model, which: 'first' | 'second' | 'both') =>
  families
    .map((f) => (f.length === 1 || which === 'first' ? [f[0]!] : which === 'second' ? [f[1]!] : f))
    .filter((group) => group.every((c) => !busy(m, c) && !hasPlace(m, c) && !onList(m, c)));

/** Joining the list: 201 only when switched on and fewer places are free than the entry needs. */
const join = (k: number, which: 'first' | 'second' | 'both', member: boolean) =>
  step(
    member ? 'joinMember' : 'join',
    k,
    (m) => joinable(m, which),
    (group) => group.join('+'),
    async (m, r, group) => {
      const to = email(r, 'list');
      const [first, ...siblings] = group.map(childBody);
      const res = await joinConfirmed(t, {
        campusId: r.campusId,
        ...first,
        siblings,
        parentEmail: to,
        parentPhone: '600 555 666',
        isClubMember: member,
      });
      const ok = m.active && free(m) < group.length;
      expectStatus(res, ok ? 201 : 409, `join(${group.join('+')})`);
      if (!ok) return;
      const manageToken = await tokenFromMail(t, to, 'sortir');
      m.entries.push({ id: res.json().id, email: to, children: [...group], status: 'waiting', member, manageToken });
    },
  );

/** A standing offer taken up: free for a member's entry, else paid (price × places) and confirmed. */
const accept = (k: number) =>
  step(
    'accept',
    k,
    (m) => m.entries.filter((e) => e.status === 'offered' && !e.children.some((c) => busy(m, c))),
    (e) => e.children.join('+'),
    async (m, _r, e) => {
      const token = await tokenFromMail(t, e.email, 'oferta');
      const res = await post('/api/campus-waitlist/offer/accept', { token });
      let ids: number[];
      let together: string | null = null;
      if (e.member) {
        expectStatus(res, 201, `accept(entry ${e.id}, free)`);
        ids = res.json().registrationIds;
      } else {
        expectStatus(res, 200, `accept(entry ${e.id}, paid)`);
        const { clientSecret, paymentIntentId } = res.json();
        expectStatus(await payWithTestCard(t.app, clientSecret), 200, 'accept: card');
        const confirmed = await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId });
        expectStatus(confirmed, 201, `accept(entry ${e.id}): confirm`);
        ids = confirmed.json().registrationIds;
        together = paymentIntentId;
      }
      expect(ids, `accept(entry ${e.id}): one sign-up per child`).toHaveLength(e.children.length);
      e.status = 'accepted';
      for (const [i, child] of e.children.entries()) m.signUps.push({ id: ids[i]!, child, email: e.email, together, overbooked: false });
    },
  );

const standing = (m: Model) => m.entries.filter((e) => e.status === 'offered');

const decline = (k: number) =>
  step('decline', k, standing, (e) => e.children.join('+'), async (m, _r, e) => {
    const token = await tokenFromMail(t, e.email, 'rebutjar');
    expectStatus(await post('/api/campus-waitlist/offer/decline', { token }), 200, `decline(entry ${e.id})`);
    e.status = 'declined';
    offerFree(m);
  });

/** The family lets the deadline pass: the offer is moved past it and the sweep ends it. */
const expireOffer = (k: number) =>
  step('expireOffer', k, standing, (e) => e.children.join('+'), async (m, _r, e) => {
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 minute'` }).where(eq(campusWaitlist.id, e.id));
    await runSweep(t.app);
    sweep(m, { offer: e });
  });

const leave = (k: number) =>
  step('leave', k, (m) => m.entries.filter(isLive), (e) => e.children.join('+'), async (m, _r, e) => {
    expectStatus(await post('/api/campus-waitlist/leave', { token: e.manageToken }), 200, `leave(entry ${e.id})`);
    e.status = 'left';
    offerFree(m);
  });

const remove = (k: number) =>
  step('remove', k, (m) => m.entries.filter(isLive), (e) => e.children.join('+'), async (m, _r, e) => {
    expectStatus(await asAdmin('DELETE', `/api/admin/campus-waitlist/${e.id}`), 204, `remove(entry ${e.id})`);
    e.status = 'removed';
    offerFree(m);
  });

/** The back office's offer out of turn: only if its places fit what is free — with every freed place offered, never. */
const offerByHand = (k: number) =>
  step('offerByHand', k, (m) => m.entries.filter((e) => e.status === 'waiting'), (e) => e.children.join('+'), async (m, _r, e) => {
    const ok = m.active && free(m) >= e.children.length;
    expectStatus(await asAdmin('POST', `/api/admin/campus-waitlist/${e.id}/offer`), ok ? 204 : 409, `offerByHand(entry ${e.id})`);
    if (ok) e.status = 'offered';
  });

const pick = fc.nat({ max: 30 });
const which = fc.constantFrom('first' as const, 'second' as const, 'both' as const);
/** Weighted towards what fills a campus and frees places, so that offers are made, taken and passed on. */
const steps = fc.commands(
  [
    pick.map((k) => signUpFree(k)),
    pick.map((k) => signUpFree(k)),
    pick.map((k) => signUpFree(k, true)),
    pick.map(startPaid),
    pick.map(startPaid),
    pick.map(payHold),
    pick.map(expireHold),
    pick.map(adminDelete),
    pick.map(adminDelete),
    pick.map(familyCancel),
    pick.map(familyCancel),
    fc.integer({ min: 1, max: 4 }).map(setCapacity),
    fc.constantFrom(true, true, false).map(setActive),
    fc.tuple(pick, which, fc.boolean()).map(([k, w, member]) => join(k, w, member)),
    fc.tuple(pick, which, fc.boolean()).map(([k, w, member]) => join(k, w, member)),
    fc.tuple(pick, which, fc.boolean()).map(([k, w, member]) => join(k, w, member)),
    pick.map(accept),
    pick.map(accept),
    pick.map(decline),
    pick.map(expireOffer),
    pick.map(leave),
    pick.map(remove),
    pick.map(offerByHand),
    fc.constant(sweepTurn),
  ],
  { maxCommands: 60, size: 'max' },
);

beforeAll(async () => {
  // No sweep on a timer: the steps run it when time is meant to have passed.
  t = await createTestApp({}, {}, undefined, { sweepIntervalMs: 1_000_000_000 });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t?.close());

async function freshCampus(capacity: number): Promise<Real> {
  const db = t.database.db;
  await db.delete(checkouts);
  await db.delete(checkoutAbandonments);
  await db.delete(campus);
  await db.delete(mailQueue);
  await db.delete(testPaymentIntents);
  await db.delete(familySessions);
  await db.delete(familySignInTokens);
  const c = await seedCampus(db, {
    startDate,
    endDate: addDays(startDate, 4),
    maxParticipants: capacity,
    priceClubMember: '0.00',
    priceNonMember: '50.00',
    offerHours: 48,
    cancelDays: 0,
  });
  runNo += 1;
  return { campusId: c.id, seq: 0, sessions: new Map() };
}

describe('campus places (model-based)', () => {
  it(
    'random sign-ups, payments, cancellations, capacity changes, switches and waiting-list offers keep the places rule',
    async () => {
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(fc.tuple(pick, which, fc.boolean()), { maxLength: 3 }), steps, async (places, waiting, cmds) => {
          runs += 1;
          const real = await freshCampus(places);
          const model: Model = { capacity: places, active: true, contested: false, signUps: [], holds: [], entries: [] };
          // Each run starts full, with a few families waiting: the state where freeing a place matters.
          for (let i = 0; i < places; i += 1) await signUpFree(i).run(model, real);
          for (const [k, w, member] of waiting) {
            const first = join(k, w, member);
            if (first.check(model)) await first.run(model, real);
          }
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        }),
        { seed, numRuns, verbose: 1, interruptAfterTimeLimit: timeLimitMs },
      );
      const kinds = new Map<string, number>();
      for (const name of stepsRun) kinds.set(name, (kinds.get(name) ?? 0) + 1);
      console.info(
        `campus places model (seed ${seed}): ${runs} runs, ${stepsRun.length} steps, ${offersMade} offers made in ${((Date.now() - started) / 1000).toFixed(1)} s — ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`,
      );
    },
    600_000,
  );
});
