// The test clock (issue 21 item 1, decision 195). A run can be moved to another day: `TEST_TODAY=2027-07-15` (a day
// in Madrid, at the current time of day) or `TEST_TODAY=2026-12-31T23:50` (a Madrid wall-clock time). Then this
// process's Date — and so the app, PGlite (which reads the host's Date), TOTP codes and every date a test computes —
// runs that far ahead or behind, continuously, as on a machine whose clock says so. The global set-up computes the
// offset once (TEST_CLOCK_OFFSET_MS) so every worker and every server process a test starts shares it; PostgreSQL
// databases made for tests follow it through their `now()` (tests/helpers/postgres.ts). Unset: nothing changes.
//
// Loaded three ways: by Vitest's global set-up (to compute the offset), as a Vitest setup file in every worker, and
// through NODE_OPTIONS=--import in processes a test starts.
const RealDate = globalThis.Date;

const madridWall = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Madrid wall-clock time of an instant, written as if it were UTC (ms). */
function wallOf(ms) {
  const p = Object.fromEntries(madridWall.formatToParts(new RealDate(ms)).map((x) => [x.type, x.value]));
  return RealDate.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) + (ms % 1000);
}

/** The instant whose Madrid wall-clock time is `wall` (ms, written as UTC). */
function instantOfWall(wall) {
  let guess = wall;
  for (let i = 0; i < 3; i += 1) guess += wall - wallOf(guess);
  return guess;
}

/** The offset (ms) that moves now to TEST_TODAY; 0 when unset. Throws on a malformed value. */
export function offsetFor(testToday, realNow = RealDate.now()) {
  if (!testToday) return 0;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(testToday);
  if (!m) throw new Error(`TEST_TODAY must be YYYY-MM-DD or YYYY-MM-DDTHH:MM (Madrid), not ${JSON.stringify(testToday)}`);
  const nowWall = wallOf(realNow);
  const timeOfDay = ((nowWall % 86_400_000) + 86_400_000) % 86_400_000;
  const day = RealDate.UTC(+m[1], +m[2] - 1, +m[3]);
  const wall = m[4] === undefined ? day + timeOfDay : day + (+m[4] * 60 + +m[5]) * 60_000 + (realNow % 60_000);
  return instantOfWall(wall) - realNow;
}

/** The run's offset: computed once (by whoever loads this first with TEST_TODAY set) and passed on in the environment. */
export function clockOffset() {
  if (process.env.TEST_CLOCK_OFFSET_MS === undefined) {
    process.env.TEST_CLOCK_OFFSET_MS = String(offsetFor(process.env.TEST_TODAY));
  }
  return Number(process.env.TEST_CLOCK_OFFSET_MS);
}

const offset = clockOffset();
if (offset !== 0 && !globalThis.Date.__testClock) {
  const realNow = RealDate.now;
  const now = () => realNow.call(RealDate) + offset;
  // Date.now is replaced on Date itself, so a test may still spy on it (vi.spyOn(Date, 'now')) and restore it.
  RealDate.now = now;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, prop, receiver) => (prop === '__testClock' ? true : Reflect.get(target, prop, receiver)),
  });
  // Processes a test starts (servers, the command line tools) run on the same clock.
  const preload = `--import=${import.meta.url}`;
  if (!(process.env.NODE_OPTIONS ?? '').includes(preload)) {
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim();
  }
}
