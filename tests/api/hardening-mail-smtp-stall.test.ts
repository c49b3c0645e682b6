import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, mailQueue } from '#server/db/schema.ts';
import { defaultSmtpTimeouts, smtpMailer } from '#server/mail/mailer.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 10 item 14: an SMTP server that accepts the connection and never says a word. The mail worker must not
 * hold the database while it waits (no transaction around the delivery), and the delivery must give up.
 */
let t: TestApp;
let smtp: Server;
const sockets: Socket[] = [];
let connections = 0;

beforeAll(async () => {
  smtp = createServer((socket) => {
    connections += 1;
    sockets.push(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.address() as { port: number };
  const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'club@example.com', {
    connectionTimeout: 1500,
    greetingTimeout: 1500,
    socketTimeout: 1500,
  });
  t = await createTestApp({}, {}, undefined, { mailer });
  await t.database.db.insert(campus).values({
    name: 'Campus de Nadal',
    description: 'Tecnificació',
    startDate: '2099-12-27',
    endDate: '2099-12-30',
    imageUrl: '/media/x.jpg',
  });
});
afterAll(async () => {
  await t.close();
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => smtp.close(resolve));
});

const contact = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Marta', surname: `Puig ${i}`, email: `marta${i}@example.com`, subject: 'campus', message: 'Hola?' },
  });

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

describe('a silent SMTP server', () => {
  it('uses connection, greeting and socket timeouts of at most 30 s by default', () => {
    for (const ms of Object.values(defaultSmtpTimeouts)) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(30_000);
    }
  });

  it('does not slow reads or form posts while mails wait on it', async () => {
    // Warm up the routes, then let mails queue and the worker start talking to the silent server.
    await t.app.inject({ url: '/api/campus' });
    for (let i = 0; i < 3; i += 1) expect((await contact(i)).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 100));
    expect(connections).toBeGreaterThan(0);
    const reads: number[] = [];
    const posts: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const [res, ms] = await timed(() => t.app.inject({ url: '/api/campus' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      reads.push(ms);
      if (i % 3 === 0) {
        const [post, postMs] = await timed(() => contact(10 + i));
        expect(post.statusCode).toBe(201);
        posts.push(postMs);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // A request that waited on the silent server would take its 1.5 s timeout at least; the bounds leave room for a
    // busy machine (alone, reads take ~2 ms and posts ~10 ms) and still tell the two apart.
    expect(Math.max(...reads), `reads: ${reads.map(Math.round).join(', ')} ms`).toBeLessThan(750);
    expect(Math.max(...posts), `posts: ${posts.map(Math.round).join(', ')} ms`).toBeLessThan(1000);
  }, 30_000);

  it('gives up on a delivery with a timeout and retries it later', async () => {
    await t.app.mail.flush();
    const [first] = await t.database.db.select().from(mailQueue).orderBy(mailQueue.id).limit(1);
    expect(first!.sentAt).toBeNull();
    expect(first!.attempts).toBe(1);
    expect(first!.lastError).toMatch(/timeout|greeting never received/i);
    expect(first!.claimedUntil).toBeNull();
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Its retry time comes: the worker tries it again (and gives up again).
    await t.database.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailQueue.id, first!.id));
    const before = connections;
    await t.app.mail.flush();
    const [again] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.id, first!.id));
    expect(again!.attempts).toBe(2);
    expect(again!.sentAt).toBeNull();
    expect(connections).toBeGreaterThan(before);
  }, 60_000);
});
