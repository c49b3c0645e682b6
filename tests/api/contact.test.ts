import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { contactMessages } from '#server/db/schema.ts';

const t = withTestApp();

const valid = {
  name: 'Marta',
  surname: 'Puig',
  email: 'marta@example.com',
  phone: '600 123 123',
  subject: 'campus',
  message: 'Hi ha places per al campus?',
};

const countMessages = async () => (await t.database.db.select().from(contactMessages)).length;
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/contact', () => {
  it('stores a valid message and queues a notice to the club', async () => {
    const before = await countMessages();
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), message: expect.any(String) });
    expect(await countMessages()).toBe(before + 1);
    await t.app.mail.flush();
    const notice = t.mails.at(-1)!;
    expect(notice.to).toBe(t.app.config.mail.clubEmail);
    expect(notice.subject).toContain('Campus');
    expect(notice.text).toContain('Hi ha places per al campus?');
  });

  it('accepts a message without phone', async () => {
    const { phone: _phone, ...rest } = valid;
    const res = await post(rest);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['missing name', { ...valid, name: undefined }, 'name'],
    ['empty surname', { ...valid, surname: '   ' }, 'surname'],
    ['bad e-mail', { ...valid, email: 'no-es-un-correu' }, 'email'],
    ['unknown subject', { ...valid, subject: 'spam' }, 'subject'],
    ['wrong type', { ...valid, message: 42 }, 'message'],
    ['empty message', { ...valid, message: '' }, 'message'],
  ])('refuses %s with 400, a Catalan message and field errors, storing nothing', async (_name, body, field) => {
    const before = await countMessages();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message).toBe('Les dades enviades no són vàlides.');
    expect(Object.keys(json.fieldErrors)).toContain(field);
    expect(await countMessages()).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"name": "Marta",');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cos de la petició no és un JSON vàlid.');
  });

  it('refuses a body over 100 KB with 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(110 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La petició és massa gran.');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await post('name=Marta', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
  });

  it('never answers 5xx and stores nothing on a 4xx, whatever the body (property)', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
      fc.constantFrom('general', 'campus', 'teams', 'botiga', 'other', 'a@b.cat', ''),
    );
    const body = fc.oneof(
      fc.record(
        { name: field, surname: field, email: field, phone: field, subject: field, message: field },
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'name', 'toString'), field),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await countMessages();
        const res = await post(payload);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await countMessages()).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character with 400 and stores nothing', async () => {
    const before = await countMessages();
    const res = await post({ ...valid, name: 'Mar\u0000ta', phone: 'x\u0000' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain('name');
    expect(await countMessages()).toBe(before);
  });
});
