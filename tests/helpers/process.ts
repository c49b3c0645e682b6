import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * How a test runs one of the project's TypeScript entry points in a new process, as `npm start` does: Node ≥ 22.18
 * strips the types itself (no tsx loader thread or esbuild process: a second or more saved per process on a busy
 * machine); an older Node goes through tsx.
 */
export const tsEntry = (file: string, ...args: string[]): string[] =>
  process.features.typescript ? [file, ...args] : ['--import', 'tsx', file, ...args];

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ServerProcess = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** Runs `src/server/server.ts` in its own process, as `npm start` does, and waits until it answers. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { logFile?: string } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  let out = '';
  // `logFile`: the server's output goes to that file, as a service's goes to its journal, instead of through this
  // process (the bench: its load generator would otherwise also read every log line); output() then reads the file.
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, tsEntry('src/server/server.ts'), {
    // PUBLIC_URL: required with NODE_ENV=production (the bench runs so).
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: port },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : out);
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (!done && Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output()}`);
}

/** Runs the server with a configuration that must stop it; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, tsEntry('src/server/server.ts'), {
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, output: out }));
  });
}

/** `npm run admin:create -- <args>` on DATA_DIR (PGlite unless DATABASE_URL is given), the password piped on stdin. */
export function runAdminCreate(
  args: string[],
  stdin: string,
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, tsEntry('src/server/cli/admin-create.ts', ...args), {
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}
