import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

/**
 * The going-live files (decision 184) agree with the server and with each other: .env.example names every variable
 * config.ts reads and starts a production server once its required blanks are filled; the systemd unit may write
 * the DATA_DIR it gives; Caddy proxies to the address the app listens on, with the one proxy hop the app believes.
 */

const read = (file: string) => readFileSync(file, 'utf8');

/** The variables config.ts parses: the keys of its envSchema, one a line. */
const configVariables = [...read('src/server/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);

/** The example as systemd reads an EnvironmentFile: NAME=value lines, comments skipped. */
function activeSettings(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

const example = read('.env.example');
const settings = activeSettings(example);
const unit = read('deploy/cbllivia.service');
const caddyfile = read('deploy/Caddyfile');

const required = {
  PUBLIC_URL: 'https://cbllivia.cat',
  SESSION_SECRET: 'a'.repeat(64),
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('.env.example', () => {
  it('reads more than a handful of variables from config.ts (the pattern still matches its schema)', () => {
    expect(configVariables).toEqual(expect.arrayContaining(['NODE_ENV', 'DATA_DIR', 'SESSION_SECRET', 'LOG_LEVEL']));
  });

  it.each(configVariables)('names %s, set or commented out, under a comment that says what it means', (name) => {
    const lines = example.split('\n');
    let at = lines.findIndex((line) => line.startsWith(`${name}=`) || line.startsWith(`# ${name}=`));
    expect(at, `${name} is missing from .env.example`).toBeGreaterThan(0);
    // Variables that go together (PORT under HOST, the Stripe keys) share the comment above the first of them.
    while (/^[A-Z][A-Z0-9_]*=/.test(lines[at - 1] ?? '')) at -= 1;
    expect(lines[at - 1]).toMatch(/^# \S/);
  });

  it('refuses to start production as it is: the required values are blank on purpose', () => {
    expect(() => loadConfig(settings)).toThrow(ConfigError);
  });

  it('starts production once the required values are filled, with safe settings behind Caddy', () => {
    const config = loadConfig({ ...settings, ...required });
    expect(config.isProduction).toBe(true);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(1);
    expect(config.seedDemo).toBe(false);
    expect(config.payments.provider).toBe('stripe');
    expect(config.publicWriteLimit).toBeGreaterThan(0);
    expect(config.registrationWriteLimit).toBeGreaterThan(0);
    expect(config.dataDir).toBe(settings.DATA_DIR);
  });
});

describe('deploy/cbllivia.service', () => {
  it('runs as its own user with the env file, restarts on failure, and may write DATA_DIR only', () => {
    expect(unit).toMatch(/^User=cbllivia$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/cbllivia\.env$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node scripts\/start\.mjs$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^PrivateTmp=yes$/m);
    expect(unit).toMatch(new RegExp(`^ReadWritePaths=${settings.DATA_DIR}$`, 'm'));
    expect(unit).toMatch(/^MemoryMax=\d+M$/m);
  });

  it('starts what `npm start` starts', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node scripts/start.mjs');
  });
});

describe('deploy/Caddyfile', () => {
  it('proxies to the address and port the app listens on, passing the visitor’s address as the one hop', () => {
    expect(caddyfile).toContain(`reverse_proxy ${settings.HOST}:${settings.PORT}`);
    expect(caddyfile).toContain('header_up X-Forwarded-For {remote_host}');
  });

  it('does not compress again what the app already compresses', () => {
    expect(caddyfile).not.toMatch(/^\s*encode\b/m);
  });
});
