// Waiting-list flood (issue 22 finding 1): one address floods a full campus's waiting list with fake entries (four
// children each, addresses nobody reads) ahead of a real family, through two production instances on one PostgreSQL;
// then the campus's one place frees (the hold on it runs out and the instances' sweep releases it). Reported: what the
// flood got onto the list, who was offered the freed place, and how long after it freed the real family had its offer
// — against the target (no later than the fake entries' confirmation window, 24 hours).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, like, sql } from 'drizzle-orm';
import { campusWaitlist, checkouts } from '#server/db/schema.ts';
import { confirmHours, unconfirmedPerClient } from '#server/features/waitlist/service.ts';
import { seedCampus } from '../tests/helpers/campus.ts';
import { withInstances } from './lib/instances.ts';

export type WaitlistFloodBench = {
  floodSeconds: number;
  /** The flood's joins: accepted onto the list, refused (429: the per-client bound or the forms' limits). */
  flood: { accepted: number; refused: number; childrenListed: number };
  /** Who had the offer of the freed place: the real family (target), or a fake entry. */
  offeredTo: 'family' | 'fake' | 'nobody';
  /** Fake entries offered a place (target 0). */
  fakeOffers: number;
  /** Seconds between the place freeing and the family's offer (the sweep's timer included). */
  familyOfferAfterS: number;
  /** The target's bound: the fake entries' confirmation window, in hours. */
  confirmWindowHours: number;
  perClientBound: number;
  errors: string[];
};

function day(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The token of the newest `#confirmar=` link mailed to `email` by any instance (its outbox's .eml files). */
function confirmToken(dataDirs: string[], email: string): string | undefined {
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    if (!existsSync(outbox)) continue;
    for (const file of readdirSync(outbox).sort().reverse()) {
      // Quoted-printable undone: folded lines joined, "=3D" back to "=".
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!text.toLowerCase().includes(`to: ${email}`)) continue;
      const match = /#confirmar=([A-Za-z0-9_-]{20,})/.exec(text);
      if (match) return match[1];
    }
  }
  return undefined;
}

export async function benchWaitlistFlood(databaseUrl: string, floodSeconds = 2.5): Promise<WaitlistFloodBench> {
  const errors: string[] = [];
  return withInstances(databaseUrl, async ({ servers, database, dataDirs }) => {
    const start = day(45);
    const birth = `${Number(start.slice(0, 4)) - 10}${start.slice(4)}`;
    const camp = await seedCampus(database.db, {
      name: 'Campus de Setmana Santa',
      startDate: start,
      priceClubMember: '60.00',
      priceNonMember: '70.00',
      maxParticipants: 1,
    });
    const post = async (n: number, ip: string, route: string, body: unknown) => {
      const res = await fetch(`${servers[n % servers.length]!.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
      if (res.status >= 500) errors.push(`${route} ${res.status}`);
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    };
    const child = (name: string) => ({ childName: name, childSurname: 'Prova', birthDate: birth });

    // The campus's one place is held by a family paying for it.
    const held = await post(0, '198.51.100.30', '/api/create-campus-payment-intent', {
      registrationData: { campusId: camp.id, ...child('Ocupa'), parentEmail: 'ocupa@example.com', parentPhone: '600 000 000', isClubMember: false },
    });
    if (held.status !== 200) errors.push(`hold ${held.status}`);

    // The flood: one address, as fast as it can for `floodSeconds`, four children per entry.
    let accepted = 0;
    let refused = 0;
    let childrenListed = 0;
    const until = performance.now() + floodSeconds * 1000;
    for (let i = 0; performance.now() < until; i += 1) {
      const res = await post(i, '203.0.113.66', '/api/campus-waitlist', {
        campusId: camp.id,
        ...child(`Fals${i}`),
        siblings: [1, 2, 3].map((k) => child(`Fals${i}x${k}`)),
        parentEmail: `nobody${i}@invalid.invalid`,
        parentPhone: '600 000 000',
      });
      if (res.status === 201) {
        accepted += 1;
        childrenListed += 4;
      } else refused += 1;
    }

    // A real family joins from its own address and confirms with the link in its mail.
    const family = 'familia.real@example.com';
    const joined = await post(1, '198.51.100.31', '/api/campus-waitlist', {
      campusId: camp.id,
      ...child('Real'),
      parentEmail: family,
      parentPhone: '600 111 111',
    });
    if (joined.status !== 201) errors.push(`family join ${joined.status}`);
    let token: string | undefined;
    for (let waited = 0; !token && waited < 20_000; waited += 100) {
      token = confirmToken(dataDirs, family);
      if (!token) await new Promise((r) => setTimeout(r, 100));
    }
    if (!token) errors.push('no confirmation link reached the family');
    else if ((await post(0, '198.51.100.31', '/api/campus-waitlist/confirm-address', { token })).status !== 200) errors.push('confirm failed');

    // The hold runs out unpaid: the instances' sweep releases the place and offers it to the list.
    await database.db.update(checkouts).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(checkouts.status, 'reserved'));
    const freedAt = performance.now();
    const statusOf = async (email: string) =>
      (await database.db.select({ status: campusWaitlist.status }).from(campusWaitlist).where(eq(campusWaitlist.parentEmail, email)))[0]?.status;
    const fakeOffers = async () =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(campusWaitlist)
          .where(and(like(campusWaitlist.parentEmail, 'nobody%@invalid.invalid'), eq(campusWaitlist.status, 'offered')))
      )[0]?.n ?? 0;
    let offeredTo: WaitlistFloodBench['offeredTo'] = 'nobody';
    while (performance.now() - freedAt < 60_000) {
      if ((await statusOf(family)) === 'offered') {
        offeredTo = 'family';
        break;
      }
      if ((await fakeOffers()) > 0) {
        offeredTo = 'fake';
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const familyOfferAfterS = Math.round((performance.now() - freedAt) / 100) / 10;
    if (offeredTo === 'nobody') errors.push('no offer within 60 s of the place freeing');
    return {
      floodSeconds,
      flood: { accepted, refused, childrenListed },
      offeredTo,
      fakeOffers: await fakeOffers(),
      familyOfferAfterS: offeredTo === 'family' ? familyOfferAfterS : Number.NaN,
      confirmWindowHours: confirmHours,
      perClientBound: unconfirmedPerClient,
      errors,
    };
  });
}
