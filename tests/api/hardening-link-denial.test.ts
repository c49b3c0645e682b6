import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campus, campusRegistrations, familySignInTokens, mailQueue } from '#server/db/schema.ts';
import { linkLimits } from '#server/features/family/service.ts';
import { askLink, openLink, tokenFromMail } from '../helpers/family.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 22 finding 6: a stranger asking for a family's sign-in link from many addresses must not deny the family its
 * own page, and the family is told the truth when no mail will be sent. The same answers for an unknown address (the
 * limits say nothing about who is known).
 */
const t = withTestApp({ wipe: [familySignInTokens, mailQueue, campusRegistrations, campus] });
const startDate = addDays(today(), 30);

async function knownFamily(email: string) {
  const c = await seedCampus(t.db, { startDate });
  await t.db
    .insert(campusRegistrations)
    .values({ campusId: c.id, childName: 'Nil', childSurname: 'Vetat', birthDate: yearsBefore(startDate, 9), parentEmail: email, parentPhone: '600 200 300' });
}
const expireAllLinks = () => t.db.execute(sql`update family_sign_in_tokens set expires_at = now() - interval '1 minute'`);

describe('a stranger cannot deny a family its page (finding 6)', () => {
  it(`${linkLimits.perEmail} asks for the family’s address from ${linkLimits.perEmail} other addresses: the family’s own ask is mailed`, async () => {
    for (const email of ['familia.vetada@example.com', 'ningu.vetat@example.com']) {
      if (email.startsWith('familia')) await knownFamily(email);
      for (let i = 0; i < linkLimits.perEmail; i += 1) expect((await askLink(t.app, email, { ip: `203.0.113.${i + 1}` })).statusCode).toBe(202);
      // Before: 429 for everyone for 15 minutes, renewable.
      expect((await askLink(t.app, email, { ip: '198.51.100.7' })).statusCode).toBe(202);
    }
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === 'familia.vetada@example.com')).toHaveLength(linkLimits.perEmail + 1);
    expect(t.mails.filter((m) => m.to === 'ningu.vetat@example.com')).toHaveLength(0);
  });

  it('a stranger uses up the day’s share: the family is told until when the last link works, and that link opens its page', async () => {
    const email = 'tot.el.dia@example.com';
    await knownFamily(email);
    for (let i = 0; i < linkLimits.perDay; i += 1) expect((await askLink(t.app, email, { ip: `203.0.114.${i + 1}` })).statusCode).toBe(202);
    // Before: 202 "sent" and no mail. Now the truth: the day's links are used up, the last one works until HH:MM.
    const told = await askLink(t.app, email, { ip: '198.51.100.8' });
    expect(told.statusCode).toBe(429);
    expect(told.json()).toMatchObject({ code: 'family.linkStillValid', params: { time: expect.stringMatching(/^\d{2}:\d{2}$/) } });
    expect(told.json().message).toContain(`fins a les ${told.json().params.time}`);
    const opened = await openLink(t.app, tokenFromMail(t, email));
    expect(opened.statusCode).toBe(200);

    // Hours later (the links expired), the stranger goes on: each ask that gets through mails the family a working
    // link, and the family's own ask, if no link works, is mailed.
    await expireAllLinks();
    expect((await askLink(t.app, email, { ip: '203.0.114.50' })).statusCode).toBe(202);
    expect((await askLink(t.app, email, { ip: '203.0.114.51' })).statusCode).toBe(429);
    await t.app.mail.flush();
    expect((await openLink(t.app, tokenFromMail(t, email))).statusCode).toBe(200);
    await expireAllLinks();
    expect((await askLink(t.app, email, { ip: '198.51.100.8' })).statusCode).toBe(202);
    await t.app.mail.flush();
    expect((await openLink(t.app, tokenFromMail(t, email))).statusCode).toBe(200);
  });

  it('an unknown address gets the same answers (no mail)', async () => {
    const email = 'ningu.tot.el.dia@example.com';
    for (let i = 0; i < linkLimits.perDay; i += 1) expect((await askLink(t.app, email, { ip: `203.0.115.${i + 1}` })).statusCode).toBe(202);
    const told = await askLink(t.app, email, { ip: '198.51.100.9' });
    expect([told.statusCode, told.json().code]).toEqual([429, 'family.linkStillValid']);
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(0);
  });
});
