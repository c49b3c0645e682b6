import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { rateLimitMessage } from '#server/plugins/rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicWriteLimit: 3 });
});
afterAll(() => t.close());

const message = { name: 'A', surname: 'B', email: 'a@b.cat', subject: 'general', message: 'Hola' };
const post = (ip: string) => t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: ip });

describe('public form posts are rate-limited per address', () => {
  it('answers 429 in Catalan after the limit, stores nothing more, and leaves other addresses and reads alone', async () => {
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const limited = await post('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(rateLimitMessage);
    expect(await t.database.db.$count(contactMessages)).toBe(3);
    expect((await post('203.0.113.8')).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: '/api/teams', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says how many proxies there are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(res.statusCode).toBe(429);
  });

  // Which routes are limited: each declares it next to its definition (rate-limit-declarations.test.ts, decision 197).
});
