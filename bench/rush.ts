// The opening-hour rush (issue 14 item 2): 300 families arrive at a constant rate over 60 s for the 40 places of a
// summer campus, through two production server processes on one PostgreSQL (each family alternately on one or the
// other, its own client address). Each family reads the campus list, signs up (free for club members; the others
// pay with the test card), and when told "Campus complet" joins the waiting list. Targets: 40 sign-ups, 0 over
// capacity, 260 entries in arrival order, no 5xx, p99 < 800 ms per request kind. The baseline, in the same run and
// on the same instances before the rush: GET /api/campus at the families' rate with nothing else going on.
import { performance } from 'node:perf_hooks';
import { seedCampus } from '../tests/helpers/campus.ts';
import { yearsBefore } from '../tests/helpers/registrations.ts';
import { withInstances } from './lib/instances.ts';
import { type Latency, latency } from './lib/latency.ts';
import { sized } from './lib/mode.ts';
import { arrivalOrderViolations, overtakenByLaterArrivals, positionGaps, type RequestKind, requestKinds, type RushFamily, rushFamily } from './lib/rush-family.ts';
import { readRush, type RushStored } from './lib/rush-stored.ts';

export type RushOptions = {
  families: number;
  /** Over how long the families arrive, evenly spaced; 0: all at the same instant. */
  seconds: number;
  places: number;
  /** Share of families who are not club members and pay by card (the campus is free for members). */
  payingShare: number;
  /** How long the baseline runs (at the families' rate). */
  baselineSeconds: number;
};

export type RushBench = RushOptions & {
  stored: Omit<RushStored, 'mismatches'>;
  outcomes: { place: number; waitlist: number; failed: number };
  /** Answers by status over every request of every family, e.g. {"200": 300, "201": 300, "409": 260}. */
  statuses: Record<string, number>;
  serverErrors: number;
  /** Arrival order (see arrivalOrderViolations): pairs it constrained and pairs that broke it (target 0). */
  order: { constrainedPairs: number; violations: number };
  /** The family's view (overtakenByLaterArrivals): pairs where one was refused before the other arrived, and how many of those the later one is ahead in. */
  laterArrivals: { pairs: number; overtaken: number };
  positions: { missing: number; repeated: number };
  /** Per request kind, and over every request of the rush. */
  latency: Partial<Record<RequestKind | 'all requests', Latency>>;
  baseline: { 'GET /api/campus': Latency };
  /** p99 of GET /api/campus during the rush over its p99 at rest. */
  campusListP99Ratio: number;
  /** Everything that went against a target, spelled out (first 20). */
  problems: string[];
};

export const rushDefaults: RushOptions = {
  families: Number(process.env.BENCH_RUSH_FAMILIES ?? sized(300, 12)),
  seconds: Number(process.env.BENCH_RUSH_SECONDS ?? sized(60, 1)),
  places: Number(process.env.BENCH_RUSH_PLACES ?? sized(40, 4)),
  payingShare: Number(process.env.BENCH_RUSH_PAYING ?? 0.25),
  baselineSeconds: Number(process.env.BENCH_RUSH_BASELINE_SECONDS ?? sized(20, 1)),
};

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

/**
 * GET /api/campus on the families' schedule (one every `intervalMs`, all at once when 0), alternating instances, not
 * waiting for answers: the same arrivals with nothing else going on.
 */
async function campusListAtRest(urls: string[], count: number, intervalMs: number): Promise<Latency> {
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleepUntil(t0 + i * intervalMs);
      const start = performance.now();
      const res = await fetch(`${urls[i % urls.length]}/api/campus`);
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - start);
    }),
  );
  return latency(times);
}

/** Family i pays when the running share of paying families crosses a whole number at i (evenly spread). */
const pays = (i: number, share: number) => Math.floor((i + 1) * share) > Math.floor(i * share);

export async function benchRush(databaseUrl: string, o: RushOptions = rushDefaults): Promise<RushBench> {
  return withInstances(databaseUrl, async ({ servers, database }) => {
    const urls = servers.map((s) => s.url);
    const c = await seedCampus(database.db, {
      name: 'Campus d’Estiu',
      maxParticipants: o.places,
      priceClubMember: '0.00',
      priceNonMember: o.payingShare > 0 ? '120.00' : '0.00',
    });
    const birthDate = yearsBefore(c.startDate, 10);
    // Warm-up outside the measurement: route compilation and each instance's first pool connection.
    await Promise.all(urls.map((u) => fetch(`${u}/api/campus`).then((r) => r.arrayBuffer())));
    // Constant rate; BENCH_RUSH_SECONDS=0 sends every family at the same instant (and the baseline likewise).
    const intervalMs = (o.seconds * 1000) / o.families;
    const atRest = await campusListAtRest(urls, intervalMs > 0 ? Math.round((o.baselineSeconds * 1000) / intervalMs) : o.families, intervalMs);

    const t0 = performance.now();
    const families: RushFamily[] = await Promise.all(
      Array.from({ length: o.families }, async (_, i) => {
        await sleepUntil(t0 + i * intervalMs);
        return rushFamily({
          base: urls[i % urls.length]!,
          campusId: c.id,
          index: i,
          birthDate,
          paying: pays(i, o.payingShare),
          ip: `10.${(i + 1) >> 16}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`,
        });
      }),
    );

    const { mismatches, ...stored } = await readRush(database.db, c.id, families);
    const requests = families.flatMap((f) => f.requests);
    const statuses: Record<string, number> = {};
    for (const r of requests) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const byKind: RushBench['latency'] = {};
    for (const kind of requestKinds) {
      const ms = requests.filter((r) => r.kind === kind).map((r) => r.ms);
      if (ms.length > 0) byKind[kind] = latency(ms);
    }
    byKind['all requests'] = latency(requests.map((r) => r.ms));
    const order = arrivalOrderViolations(families);
    const gaps = positionGaps(families);
    const serverErrors = requests.filter((r) => r.status >= 500).length;

    const problems = [
      ...families.flatMap((f) => (f.problem ? [`family ${f.index}: ${f.problem}`] : [])),
      ...mismatches,
      ...order.violations,
      ...(gaps.missing.length ? [`positions never told: ${gaps.missing.slice(0, 10).join(', ')}`] : []),
      ...(gaps.repeated.length ? [`positions told twice: ${gaps.repeated.slice(0, 10).join(', ')}`] : []),
      ...(stored.signUps !== o.places ? [`${stored.signUps} sign-ups stored (target ${o.places})`] : []),
      ...Object.entries(byKind)
        .filter(([, l]) => l.p99 >= 800)
        .map(([kind, l]) => `${kind} p99 ${l.p99} ms (target < 800)`),
    ];
    return {
      ...o,
      stored,
      outcomes: {
        place: families.filter((f) => f.outcome === 'place').length,
        waitlist: families.filter((f) => f.outcome === 'waitlist').length,
        failed: families.filter((f) => f.outcome === 'failed').length,
      },
      statuses,
      serverErrors,
      order: { constrainedPairs: order.constrainedPairs, violations: order.violations.length },
      laterArrivals: overtakenByLaterArrivals(families),
      positions: { missing: gaps.missing.length, repeated: gaps.repeated.length },
      latency: byKind,
      baseline: { 'GET /api/campus': atRest },
      campusListP99Ratio: Math.round(((byKind['GET /api/campus']?.p99 ?? 0) / Math.max(atRest.p99, 0.1)) * 100) / 100,
      problems: problems.slice(0, 20),
    };
  });
}
