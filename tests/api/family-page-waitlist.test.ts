import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus } from '#server/db/schema.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, signInFamily } from '../helpers/family.ts';
import { entryRow, seedEntry } from '../helpers/waitlist.ts';

/**
 * Issue 14 item 1: "A family can leave the list from its e-mail or the family page". From the page, only its own
 * entries (by the session's address, any case): another family's is a 404 like one that does not exist, and a
 * standing offer it leaves goes to the next family.
 */
const t = withTestApp();
beforeEach(async () => {
  await t.database.db.delete(campus);
  await t.app.mail.flush();
  t.mails.length = 0;
});

describe('POST /api/family/waitlist/:id/leave', () => {
  it('the family leaves its own entry; another family cannot touch it; a second leave is harmless', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 0 });
    const mine = await seedEntry(t.database.db, c.id, { email: 'Llista.Familia@example.com' });
    const theirs = await seedEntry(t.database.db, c.id, { email: 'una.altra@example.com' });
    const auth = await signInFamily(t, 'llista.familia@example.com');

    const other = await asFamily(t.app, auth, 'POST', `/api/family/waitlist/${theirs.entry.id}/leave`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(waitlistMessages.notFound.message);
    expect((await entryRow(t.database.db, theirs.entry.id)).status).toBe('waiting');

    const res = await asFamily(t.app, auth, 'POST', `/api/family/waitlist/${mine.entry.id}/leave`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(waitlistMessages.left);
    expect((await entryRow(t.database.db, mine.entry.id)).status).toBe('left');
    expect((await asFamily(t.app, auth, 'POST', `/api/family/waitlist/${mine.entry.id}/leave`)).statusCode).toBe(200);

    const records = await asFamily(t.app, auth, 'GET', '/api/family/records');
    expect(records.json().waitlist.map((w: { status: string }) => w.status)).toEqual(['left']);
  });

  it('leaving a standing offer passes its place to the next family on the list', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 1 });
    const first = await seedEntry(t.database.db, c.id, { email: 'primera@example.com' });
    const second = await seedEntry(t.database.db, c.id, { email: 'segona@example.com' });
    // The sweep offers the free place it finds to the first entry.
    await runSweep(t.app);
    expect((await entryRow(t.database.db, first.entry.id)).status).toBe('offered');

    const auth = await signInFamily(t, 'primera@example.com');
    expect((await asFamily(t.app, auth, 'POST', `/api/family/waitlist/${first.entry.id}/leave`)).statusCode).toBe(200);
    expect((await entryRow(t.database.db, first.entry.id)).status).toBe('left');
    expect((await entryRow(t.database.db, second.entry.id)).status).toBe('offered');
  });

  it('needs the family session (the admin or nobody: 401)', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 0 });
    const entry = await seedEntry(t.database.db, c.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/family/waitlist/${entry.entry.id}/leave` });
    expect(res.statusCode).toBe(401);
  });
});
