import { afterEach, describe, expect, it } from 'vitest';
import { proxyCheckMessages } from '#server/plugins/proxy-check.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 22 finding 7 (decision 209): with TRUST_PROXY set and no proxy in front, a client that writes
 * X-Forwarded-For chooses the address every per-IP limit counts. The server cannot know at start-up; at the first
 * request that arrives without the hops TRUST_PROXY promises, it says so once, as a warning in the log.
 */
let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

async function appWithLog(trustProxy: number) {
  const lines: string[] = [];
  opened = await createTestApp({ trustProxy, logLevel: 'warn' }, {}, undefined, { logStream: { write: (line) => void lines.push(line) } });
  const warnings = () => lines.map((l) => JSON.parse(l) as { level: number; msg: string; forwardedHops?: number }).filter((l) => l.msg === proxyCheckMessages.fewerHops);
  return { app: opened.app, warnings };
}

describe('TRUST_PROXY without the proxy it promises', () => {
  it('warns once, at the first request without the hop, naming how many it saw', async () => {
    const { app, warnings } = await appWithLog(1);
    expect((await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(200);
    expect(warnings()).toEqual([]);
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/teams' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, forwardedHops: 0 });
  });

  it('counts the hops: TRUST_PROXY=2 with one address is short of one', async () => {
    const { app, warnings } = await appWithLog(2);
    await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' } });
    expect(warnings()).toEqual([]);
    await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ forwardedHops: 1 });
  });

  it('says nothing without TRUST_PROXY', async () => {
    const { app, warnings } = await appWithLog(0);
    await app.inject({ url: '/api/health' });
    expect(warnings()).toEqual([]);
  });
});
