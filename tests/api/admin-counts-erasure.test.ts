import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campusRegistrations } from '#server/db/schema.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, signInFamily } from '../helpers/family.ts';

/**
 * Issue 14 item 4: "the admin sees the request". A family's pending erasure request counts in the Missatges badge
 * (where the requests are shown) until the admin confirms or dismisses it.
 */
const t = withTestApp({ signedIn: true });

const messagesBadge = async () => ((await t.app.inject({ url: '/api/admin/counts', headers: t.admin.headers })).json() as { missatges: number }).missatges;

describe('the Missatges badge', () => {
  it('counts pending erasure requests until each is decided', async () => {
    const c = await seedCampus(t.database.db);
    for (const who of ['esborra.una', 'esborra.dues']) {
      await t.database.db
        .insert(campusRegistrations)
        .values({ campusId: c.id, childName: 'Nil', childSurname: who, birthDate: '2016-02-02', parentEmail: `${who}@example.com`, parentPhone: '600 101 010' });
    }
    const before = await messagesBadge();
    for (const who of ['esborra.una', 'esborra.dues']) {
      const auth = await signInFamily(t, `${who}@example.com`);
      expect((await asFamily(t.app, auth, 'POST', '/api/family/erasure-request', { confirm: true })).statusCode).toBe(201);
    }
    expect(await messagesBadge()).toBe(before + 2);
    const list = (await t.app.inject({ url: '/api/admin/erasure-requests', headers: t.admin.headers })).json() as { id: number }[];
    const dismissed = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${list[0]!.id}/dismiss`, headers: t.admin.headers });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await messagesBadge()).toBe(before + 1);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${list[1]!.id}/confirm`, headers: t.admin.headers });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await messagesBadge()).toBe(before);
  });
});
