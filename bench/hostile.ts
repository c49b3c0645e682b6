// Hostile load (issue 10): what an attacker's traffic does to a family's visit. Each part starts its own server
// process, measures GET / and GET /api/teams as a visitor would see them while the attack runs, and reports the
// server's resident memory. Addresses are only X-Forwarded-For header values (TRUST_PROXY=1): every byte goes to
// the loopback interface.
import { readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startServer, type ServerProcess } from '../tests/helpers/process.ts';
import { demoDataDir } from './lib/demo-dir.ts';
import { benchAdminEnv } from './lib/bench-admin.ts';
import { percentile } from './lib/latency.ts';
import { sized } from './lib/mode.ts';

export type Latency = { samples: number; p50: number; p99: number; max: number; failed: number };

export type LoginFloodBench = {
  seconds: number;
  logins: number;
  addresses: number;
  loginAnswers: Record<string, number>;
  /** Visitor latency with nothing else running, then during the flood. */
  idle: { home: Latency; teams: Latency };
  flood: { home: Latency; teams: Latency };
  rssMiB: { start: number; peak: number };
};

export type SlowBodiesBench = {
  seconds: number;
  opened: number;
  /** Sockets the server closed itself (timeout or per-address cap) before the run ended. */
  closedByServer: number;
  /** Sockets still open at the end (a server without timeouts keeps them all). */
  stillOpen: number;
  /** Longest a slow socket was kept open by the server, in seconds. */
  longestHeldS: number;
  during: { home: Latency; teams: Latency };
  rssMiB: { start: number; peak: number };
};

const visitorEveryMs = 50;


function summarise(values: number[], failed: number): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: values.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    failed,
  };
}

/** A visitor: GET `path` every 50 ms (not waiting for the previous answer) for `seconds`. */
async function visitor(base: string, route: string, seconds: number): Promise<Latency> {
  const times: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    pending.push(
      fetch(`${base}${route}`, { headers: { 'accept-encoding': 'br, gzip' } })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) times.push(performance.now() - started);
          else failed += 1;
        })
        .catch(() => {
          failed += 1;
        }),
    );
    await new Promise((r) => setTimeout(r, visitorEveryMs));
  }
  await Promise.all(pending);
  return summarise(times, failed);
}

function rssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Samples the server's RSS every 200 ms until stopped; returns the peak. */
function watchMemory(server: ServerProcess): { stop: () => number } {
  let peak = rssMiB(server.child.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.child.pid));
  }, 200);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMiB(server.child.pid));
    },
  };
}

async function withServer<T>(env: Record<string, string>, run: (server: ServerProcess) => Promise<T>): Promise<T> {
  const dataDir = await demoDataDir('cbl-bench-hostile-');
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // PGlite in DATA_DIR, whatever DATABASE_URL the bench itself was given (a run with it set used to put these servers on it).
    DATABASE_URL: '',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    SESSION_SECRET: 'h'.repeat(40),
    ALLOW_TEST_PAYMENTS: '1',
    PAYMENTS_PROVIDER: 'test',
    STRIPE_SECRET_KEY: '',
    ...benchAdminEnv,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    // Warm the routes and caches a visitor would hit.
    for (const route of ['/', '/api/teams']) await (await fetch(`${server.url}${route}`)).arrayBuffer();
    return await run(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Login flood: `logins` wrong-password logins spread evenly over `seconds`, from 40 addresses, each sent without
 * waiting for the previous answers (as the review's 60–120 logins from 20–40 addresses that stalled static files for
 * 9–18 s), while a visitor loads / and /api/teams. Target (issue 10 item 7): visitor p99 < 100 ms during 60 s of
 * 200 logins.
 */
export async function benchLoginFlood(seconds: number, logins = sized(200, 10), addresses = sized(40, 5)): Promise<LoginFloodBench> {
  return withServer({}, async (server) => {
    const startRss = rssMiB(server.child.pid);
    const [idleHome, idleTeams] = await Promise.all([
      visitor(server.url, '/', Math.min(10, seconds)),
      visitor(server.url, '/api/teams', Math.min(10, seconds)),
    ]);
    const memory = watchMemory(server);
    const answers: Record<string, number> = {};
    const attempt = async (i: number) => {
      const res = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `203.0.113.${i % addresses}` },
        body: JSON.stringify({ username: i % 2 ? 'bench' : `user${i}`, password: `wrong-${i}` }),
      }).catch(() => undefined);
      const key = res ? String(res.status) : 'error';
      answers[key] = (answers[key] ?? 0) + 1;
      await res?.arrayBuffer().catch(() => {});
    };
    const sent: Promise<void>[] = [];
    const attacker = (async () => {
      for (let i = 0; i < logins; i += 1) {
        sent.push(attempt(i));
        await new Promise((r) => setTimeout(r, (seconds * 1000) / logins));
      }
    })();
    const [home, teams] = await Promise.all([visitor(server.url, '/', seconds), visitor(server.url, '/api/teams', seconds)]);
    await attacker;
    await Promise.all(sent);
    return {
      seconds,
      logins,
      addresses,
      loginAnswers: answers,
      idle: { home: idleHome, teams: idleTeams },
      flood: { home, teams },
      rssMiB: { start: startRss, peak: memory.stop() },
    };
  });
}

/**
 * Slow bodies: `sockets` connections each announce a 10 KB contact form and send one byte every 5 s. A server
 * without request timeouts keeps every one open (it held 4,000 for over 340 s); ours must close them.
 */
export async function benchSlowBodies(seconds: number, sockets = sized(500, 20)): Promise<SlowBodiesBench> {
  return withServer({}, async (server) => {
    const startRss = rssMiB(server.child.pid);
    const memory = watchMemory(server);
    const { port } = new URL(server.url);
    const started = performance.now();
    let closedByServer = 0;
    let longest = 0;
    const open = new Set<Socket>();
    const timers: NodeJS.Timeout[] = [];
    for (let i = 0; i < sockets; i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.once('connect', () => {
        open.add(socket);
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
        );
        timers.push(setInterval(() => socket.writable && socket.write(' '), 5000));
      });
      socket.once('close', () => {
        if (!open.delete(socket)) return;
        closedByServer += 1;
        longest = Math.max(longest, (performance.now() - started) / 1000);
      });
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 20));
    }
    const remaining = Math.max(1, seconds - (performance.now() - started) / 1000);
    const [home, teams] = await Promise.all([
      visitor(server.url, '/', remaining),
      visitor(server.url, '/api/teams', remaining),
    ]);
    for (const t of timers) clearInterval(t);
    const stillOpen = open.size;
    if (stillOpen > 0) longest = (performance.now() - started) / 1000;
    for (const s of open) s.destroy();
    open.clear();
    return {
      seconds,
      opened: sockets,
      closedByServer,
      stillOpen,
      longestHeldS: Math.round(longest * 10) / 10,
      during: { home, teams },
      rssMiB: { start: startRss, peak: memory.stop() },
    };
  });
}
