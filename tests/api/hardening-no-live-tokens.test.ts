import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '#server/backup/dump.ts';
import { campus, campusRegistrations, mailQueue } from '#server/db/schema.ts';
import { askLink } from '../helpers/family.ts';
import { joinConfirmed } from '../helpers/waitlist.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 22 finding 5: sent mails stay 7 days in the queue and in every nightly backup; their links must not. Every
 * kind of mailed token is made (waiting-list leave, offer and decline links; a family's sign-in link; a volunteer's
 * invitation), the mails are sent, a backup is written, and none of the tokens — nor the session cookies in use —
 * appears in it. The rest of each mail stays (the family's export and the club's records still read it).
 */
const t = withTestApp({ signedIn: true, wipe: [campusRegistrations, campus, mailQueue] });
const dir = mkdtempSync(path.join(tmpdir(), 'cbl-no-tokens-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startDate = addDays(today(), 60);
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

describe('no live token in stored mail or backups once sent (finding 5)', () => {
  it('a fresh backup holds none of the mailed tokens, nor a session cookie', async () => {
    // A full one-place campus, a family joins its waiting list (confirmation and leave links), the place is freed
    // (offer and decline).
    const c = await seedCampus(t.db, { startDate, maxParticipants: 1 });
    const [taken] = await t.db
      .insert(campusRegistrations)
      .values({ campusId: c.id, childName: 'Pep', childSurname: 'Ple', birthDate: yearsBefore(startDate, 9), parentEmail: 'ple@example.com', parentPhone: '600 000 000' })
      .returning();
    const joined = await joinConfirmed(t, {
      campusId: c.id,
      childName: 'Laia',
      childSurname: 'Espera',
      birthDate: yearsBefore(startDate, 10),
      parentEmail: 'espera.tokens@example.com',
      parentPhone: '600 111 222',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const freed = await t.app.inject({ method: 'DELETE', url: `/api/campus-registrations/${taken!.id}`, headers: t.admin.headers });
    expect(freed.statusCode).toBe(204);
    // A family's sign-in link, a volunteer's invitation.
    expect((await askLink(t.app, 'espera.tokens@example.com')).statusCode).toBe(202);
    const invited = await post('/api/admin/users/invitations', { username: 'nova.voluntaria', email: 'nova@example.com', role: 'comunicacio' }, t.admin.headers);
    expect(invited.statusCode, invited.body).toBeLessThan(300);

    await t.app.mail.flush();
    // (The offer and its decline link share one token.)
    const tokens = new Map<string, string>();
    const kinds = new Set<string>();
    for (const m of t.mails) {
      for (const [, kind, token] of m.text.matchAll(/#([a-z]+)=([A-Za-z0-9_-]{20,})/g)) {
        tokens.set(token!, kind!);
        kinds.add(kind!);
      }
      // A volunteer's link carries its token alone in the fragment (`/admin/contrasenya#<token>`).
      for (const [, token] of m.text.matchAll(/\/admin\/[^\s#]*#([A-Za-z0-9_-]{20,})/g)) {
        tokens.set(token!, 'invitació');
        kinds.add('invitació');
      }
    }
    for (const kind of ['confirmar', 'sortir', 'oferta', 'rebutjar', 'entrar', 'invitació']) expect(kinds, `a ${kind} link was mailed`).toContain(kind);
    const cookies = t.asAdmin().cookie.split(';').map((c) => c.split('=')[1]!);

    const backup = await writeBackup(t.db, { dir });
    const text = gunzipSync(readFileSync(backup.file)).toString('utf8');
    expect(text).toContain('espera.tokens@example.com');
    const found = [...tokens.entries()].filter(([token]) => text.includes(token)).map(([, kind]) => kind);
    expect(found).toEqual([]);
    for (const cookie of cookies) expect(text.includes(cookie)).toBe(false);
    // The mails themselves are kept, their links marked as withdrawn.
    expect(text).toContain('(enllaç retirat un cop enviat)');
  });
});
