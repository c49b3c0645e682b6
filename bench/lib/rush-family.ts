// One family of the opening-hour rush (issue 14 item 2), over real HTTP, as the campus page does it: read the
// campus list, sign up (free, or pay with the test card when the family's price is not 0), and when the campus is
// full join its waiting list. Shared by the benchmark (bench/rush.ts) and its smaller test on PostgreSQL
// (tests/api/campus-rush.test.ts), so both measure the very same flow and check the very same order rule.
import { performance } from 'node:perf_hooks';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';

/** The family's requests, in the order of its flow (the tables list them so). */
export const requestKinds = [
  'GET /api/campus',
  'POST /api/campus-registrations',
  'POST /api/create-campus-payment-intent',
  'POST /api/payments/test/confirm',
  'POST /api/campus-registrations (paid)',
  'POST /api/campus-waitlist',
] as const;
export type RequestKind = (typeof requestKinds)[number];

/** One request as the family's client saw it; `start` and `end` are performance.now() of the one process. */
export type RushRequest = { kind: RequestKind; status: number; start: number; end: number; ms: number };

export type RushFamily = {
  index: number;
  paying: boolean;
  /** 'place': told 201 by a sign-up; 'waitlist': told 201 by the waiting list; 'failed': neither. */
  outcome: 'place' | 'waitlist' | 'failed';
  registrationId?: number;
  /** The 201 of the waiting list: its entry, its position, and when the join was sent and its answer received. */
  entry?: { id: number; position: number; start: number; end: number };
  requests: RushRequest[];
  /** Why the family ended without a place or an entry, e.g. "POST /api/campus-waitlist 500". */
  problem?: string;
};

export type FamilyOptions = {
  base: string;
  campusId: number;
  index: number;
  birthDate: string;
  /** Not a club member on a campus free only for members: this family pays with the test card. */
  paying?: boolean;
  /** Each family is its own client (X-Forwarded-For with TRUST_PROXY=1, or the test's own address limits off). */
  ip?: string;
};

/** A waiting-list 409 that says places are free again (a hold lapsed): the family signs up instead, at most this often. */
const maxRounds = 3;

async function send(base: string, method: 'GET' | 'POST', route: string, body: unknown, ip: string | undefined) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ip) headers['x-forwarded-for'] = ip;
  const start = performance.now();
  try {
    const res = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, json, start, end: performance.now() };
  } catch {
    // A refused or reset connection counts like a 5xx: the family got no answer.
    return { status: 599, json: null, start, end: performance.now() };
  }
}

export async function rushFamily(o: FamilyOptions): Promise<RushFamily> {
  const family: RushFamily = { index: o.index, paying: Boolean(o.paying), outcome: 'failed', requests: [] };
  const call = async (kind: RequestKind, method: 'GET' | 'POST', route: string, body?: unknown) => {
    const r = await send(o.base, method, route, body, o.ip);
    family.requests.push({ kind, status: r.status, start: r.start, end: r.end, ms: r.end - r.start });
    return r;
  };
  const fail = (kind: RequestKind, status: number) => {
    family.problem = `${kind} ${status}`;
    return family;
  };
  const signUp = {
    campusId: o.campusId,
    childName: `Infant${o.index}`,
    childSurname: 'Corredor',
    birthDate: o.birthDate,
    parentEmail: `familia${o.index}@example.com`,
    parentPhone: '600 111 222',
    isClubMember: !o.paying,
  };

  const list = await call('GET /api/campus', 'GET', '/api/campus');
  if (list.status !== 200) return fail('GET /api/campus', list.status);
  for (let round = 0; round < maxRounds; round += 1) {
    const placed = o.paying ? await pay(call, signUp) : await call('POST /api/campus-registrations', 'POST', '/api/campus-registrations', signUp);
    if (placed.status === 201) {
      family.outcome = 'place';
      family.registrationId = placed.json?.id as number;
      return family;
    }
    if (placed.status !== 409 || placed.json?.code !== campusSignUpMessages.full.code) return fail(family.requests.at(-1)!.kind, placed.status);
    const join = await call('POST /api/campus-waitlist', 'POST', '/api/campus-waitlist', signUp);
    if (join.status === 201) {
      family.outcome = 'waitlist';
      family.entry = { id: join.json?.id as number, position: join.json?.position as number, start: join.start, end: join.end };
      return family;
    }
    // 409 "places free" only: a place came back between the two requests; anything else ends the family's try.
    if (join.status !== 409) return fail('POST /api/campus-waitlist', join.status);
  }
  family.problem = `no place and no entry after ${maxRounds} rounds`;
  return family;
}

type Call = (kind: RequestKind, method: 'GET' | 'POST', route: string, body?: unknown) => ReturnType<typeof send>;

/** The paid path: intent (409 "Campus complet" when full), the test card, then the sign-up with the intent's id. */
async function pay(call: Call, signUp: Record<string, unknown>) {
  const intent = await call('POST /api/create-campus-payment-intent', 'POST', '/api/create-campus-payment-intent', { registrationData: signUp });
  if (intent.status !== 200) return intent;
  const confirm = await call('POST /api/payments/test/confirm', 'POST', '/api/payments/test/confirm', {
    clientSecret: intent.json?.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  if (confirm.status !== 200) return confirm;
  return call('POST /api/campus-registrations (paid)', 'POST', '/api/campus-registrations', {
    ...signUp,
    paymentIntentId: intent.json?.paymentIntentId,
    paymentMethod: 'card',
    status: 'paid',
  });
}

/**
 * Arrival order, as a client can observe it: when family A's join had its answer before family B's join was sent,
 * A must have the lower position and the lower entry id. Joins that overlapped in time are concurrent: either order
 * is fair. Returns every pair that breaks the rule, and how many pairs the rule constrained (to show it had teeth).
 */
export function arrivalOrderViolations(families: RushFamily[]): { constrainedPairs: number; violations: string[] } {
  const joined = families.filter((f) => f.entry).map((f) => ({ index: f.index, ...f.entry! }));
  let constrainedPairs = 0;
  const violations: string[] = [];
  for (const a of joined) {
    for (const b of joined) {
      if (a.end >= b.start) continue;
      constrainedPairs += 1;
      if (a.position >= b.position || a.id >= b.id) {
        violations.push(`family ${a.index} (position ${a.position}, entry ${a.id}) answered before family ${b.index} asked (position ${b.position}, entry ${b.id})`);
      }
    }
  }
  return { constrainedPairs, violations };
}

/**
 * The family's view of arrival (information, not a target): when family A had been told «Campus complet» before
 * family B even opened the campus list, how often is B ahead of A in the list? The server cannot see this order (A
 * may wait before joining), so it is counted, not required; with families that join at once it stays near 0.
 */
export function overtakenByLaterArrivals(families: RushFamily[]): { pairs: number; overtaken: number } {
  const joined = families.flatMap((f) => {
    const refused = f.requests.find((r) => r.status === 409 && r.kind !== 'POST /api/campus-waitlist');
    return f.entry && refused ? [{ arrived: f.requests[0]!.start, refused: refused.end, position: f.entry.position }] : [];
  });
  let pairs = 0;
  let overtaken = 0;
  for (const a of joined) {
    for (const b of joined) {
      if (a.refused >= b.arrived) continue;
      pairs += 1;
      if (b.position < a.position) overtaken += 1;
    }
  }
  return { pairs, overtaken };
}

/** The positions the families were told: exactly 1..n, each once? Returns what is missing or repeated. */
export function positionGaps(families: RushFamily[]): { missing: number[]; repeated: number[] } {
  const told = families.flatMap((f) => (f.entry ? [f.entry.position] : []));
  const seen = new Map<number, number>();
  for (const p of told) seen.set(p, (seen.get(p) ?? 0) + 1);
  const missing = Array.from({ length: told.length }, (_, i) => i + 1).filter((p) => !seen.has(p));
  const repeated = [...seen].filter(([, n]) => n > 1).map(([p]) => p);
  return { missing, repeated };
}
