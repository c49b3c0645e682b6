import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HttpError } from '#server/http-error.ts';

/**
 * scrypt with N = 2^15, r = 8, p = 3: one of OWASP's equivalent settings (decision 052), 32 MiB per hash instead of
 * the 128 MiB of N = 2^17, p = 1. Stored as `scrypt$N$r$p$salt$hash`; hashes made with other parameters still
 * verify and are re-hashed at the next successful login.
 */
export const passwordParams = { N: 2 ** 15, r: 8, p: 3, keyLength: 64 } as const;

type Params = { N: number; r: number; p: number; keyLength: number };
/** The parameters new hashes are made with: passwordParams unless PASSWORD_HASH_COST says otherwise. */
let active: Params = passwordParams;

/**
 * PASSWORD_HASH_COST (config.passwordHashCost, log2 N): 15 — passwordParams — unless set. The tests run with a
 * cheap cost outside the tests of hashing itself (decision 195); production refuses less than 15 (config.ts).
 * Hashes of another cost still verify, and are re-hashed at the next successful login.
 */
export function setPasswordCost(log2N: number): void {
  active = { ...passwordParams, N: 2 ** log2N };
}

/** Stored hashes are trusted only up to this cost (a corrupted row must not make us allocate gigabytes). */
const maxN = 2 ** 20;
const maxR = 16;
const maxP = 16;

/**
 * At most `concurrency` hashes run at once (each holds a libuv thread, which static files also need, a CPU core and
 * its memory): 2, or 1 on a machine with 2 cores or fewer, so a core stays free for the event loop. Up to `queue`
 * more wait; beyond that a login is answered 503 at once (issue 10 item 7).
 */
export const hashingLimits = {
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 8,
} as const;

export const hashingMessages = {
  busy: 'Hi ha massa intents d’accés alhora. Torneu-ho a provar d’aquí a uns segons.',
} as const;

/**
 * Logins admitted at once: those hashing plus those allowed to wait. A login beyond it is refused before any
 * database work, so a flood costs almost nothing. `priority` (a trusted device) is always admitted.
 */
let admitted = 0;
export function admitLogin(priority = false): () => void {
  if (!priority && admitted >= hashingLimits.concurrency + hashingLimits.queue) {
    throw new HttpError(503, hashingMessages.busy);
  }
  admitted += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    admitted -= 1;
  };
}

type Waiter = () => void;
let running = 0;
let maxRunning = 0;
const waiting: Waiter[] = [];

/** What the hashing gate is doing (tests read the peak to check the bound). */
export const hashingStats = () => ({ running, waiting: waiting.length, maxRunning });
export const resetHashingStats = () => {
  maxRunning = running;
};

/**
 * Runs `work` when a hashing slot is free. `priority` (a login from a trusted device) goes to the front of the
 * queue and is never refused for a full queue.
 */
async function withHashSlot<T>(work: () => Promise<T>, priority = false): Promise<T> {
  if (running >= hashingLimits.concurrency) {
    if (!priority && waiting.length >= hashingLimits.queue) throw new HttpError(503, hashingMessages.busy);
    await new Promise<void>((resolve) => (priority ? waiting.unshift(resolve) : waiting.push(resolve)));
  } else {
    running += 1;
  }
  maxRunning = Math.max(maxRunning, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter (running stays the same), or is freed.
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  // Node refuses when 128·N·r exceeds maxmem: allow exactly what these parameters need, plus a little.
  const maxmem = 128 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const ok =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= maxN &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= maxR &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= maxP;
  if (!ok) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function hashPassword(password: string, opts: { priority?: boolean } = {}): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = active;
  const key = await withHashSlot(() => derive(password, salt, N, r, p, keyLength), opts.priority);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

let dummy: Promise<string> | undefined;
let dummyN = 0;

/**
 * A valid hash, with today's parameters, of a random password nobody knows: an unknown username is checked against
 * it, so it costs the same time as a wrong password and gets the same answer. Made at the first need and again when
 * the cost changes (PASSWORD_HASH_COST): a fixed hash of another cost would make unknown names slower or faster.
 */
export function dummyHash(): Promise<string> {
  if (!dummy || dummyN !== active.N) {
    dummyN = active.N;
    dummy = hashPassword(randomBytes(18).toString('base64'));
    // A failed attempt (a full queue) is not kept: the next login makes it again.
    dummy.catch(() => {
      dummy = undefined;
    });
  }
  return dummy;
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string, opts: { priority?: boolean } = {}): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const { N, r, p, salt, hash } = parsed;
  const actual = await withHashSlot(() => derive(password, salt, N, r, p, hash.length), opts.priority);
  return actual.length === hash.length && timingSafeEqual(actual, hash);
}

/** True when a stored hash was made with other parameters than today's (it is re-hashed at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== active.N ||
    parsed.r !== active.r ||
    parsed.p !== active.p ||
    parsed.hash.length !== active.keyLength
  );
}
