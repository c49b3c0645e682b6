// `npm start`: builds the client when it is missing or older than its sources, then runs the server in this process,
// re-executed once with the memory settings below (decision 186).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const built = 'dist/client/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) ||
  Math.max(newestMtime('src/client'), newestMtime('src/shared')) > statSync(built).mtimeMs;
if (stale) {
  console.log('Compilant el client (vite build)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/compress-dist.mjs'], { stdio: 'inherit' });
}

// Both only take effect when the process starts, hence the re-execution (measured on the demo data, decision 186):
// - MALLOC_ARENA_MAX=1: glibc gives each thread that allocates (libuv's pool, libvips) its own malloc arena, and the
//   demo seed's image work left ~15 MB in each of them (~100 MB resident for nothing); 2 arenas still grew under
//   load on PostgreSQL (263 MB), 1 did not (179 MB). The threads share one arena's lock: nothing measurable at this
//   size. An explicit value in the environment is kept.
// - --no-liftoff: V8 compiles the embedded database's WebAssembly (9 MB) once with its optimizing compiler instead of
//   keeping a baseline copy beside the optimized one (~35 MB less, and no slower once started).
// - --max-semi-space-size=2 (MB): V8's young generation grew to 16 MB × 3 during the demo seed and stayed (~75 MB);
//   2 MB means more frequent, shorter minor collections.
const memoryFlags = ['--no-liftoff', '--max-semi-space-size=2'];
const tuned = process.env.MALLOC_ARENA_MAX !== undefined && memoryFlags.every((f) => process.execArgv.includes(f));
if (!tuned && process.platform === 'linux') {
  const args = [...process.execArgv, ...memoryFlags.filter((f) => !process.execArgv.includes(f)), ...process.argv.slice(1)];
  const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1' };
  // Node ≥ 22.15 replaces this process (same pid for systemd, nothing left behind); older ones run a child.
  if (typeof process.execve === 'function') process.execve(process.execPath, [process.execPath, ...args], env);
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
} else if (process.features.typescript) {
  // Node ≥ 22.18 (the deploy guide's Node 24) runs the TypeScript sources itself by stripping their types: no tsx
  // loader thread and no esbuild process beside the server (~45 MB, decision 186). tsconfig's erasableSyntaxOnly
  // keeps the sources strippable.
  await import('../src/server/server.ts');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/server/server.ts');
}
