// Hoarding (issue 10 item 1): an attacker with 10 addresses tries to keep the last 10 units of a size and the 10
// places of a campus away from a paying family, through two app instances on one PostgreSQL. Time is simulated by
// moving the holds' expiry (the 10 minutes a hold lasts); the instances' own sweep timer then releases them, and the
// real wait for it is measured. Addresses are X-Forwarded-For values (TRUST_PROXY=1); every byte goes to loopback.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { checkouts } from '#server/db/schema.ts';
import { seedCampus } from '../tests/helpers/campus.ts';
import { seedProduct } from '../tests/helpers/shop.ts';
import { withInstances } from './lib/instances.ts';

export type HoardingBench = {
  /** Fresh addresses (and e-mails) the attacker uses in each round. */
  addressesPerRound: number;
  /** Units / places the attacker held in its first round (of 10 each). */
  firstRound: { unitsHeld: number; placesHeld: number; familyRefused: boolean };
  /** Longest a hold lasts, as stored (minutes). */
  holdMinutes: number;
  /** Real seconds between the holds' expiry and the stock being back on sale (the sweep timer). */
  releasedAfterS: number;
  /** Units / places the attacker held in its second round, from 10 fresh addresses and e-mails. */
  secondRound: { unitsHeld: number; placesHeld: number };
  /** The family's shop order and campus sign-up after the first round: paid? */
  familyPaid: { shop: boolean; campus: boolean };
  /** Longest a paying family was kept out: hold minutes plus the sweep's delay. */
  unavailableMinutes: number;
  errors: string[];
};

type Client = { ip: string; email: string };

function day(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export async function benchHoarding(databaseUrl: string): Promise<HoardingBench> {
  const errors: string[] = [];
  return withInstances(databaseUrl, async ({ servers, database }) => {
    const shirt = await seedProduct(database.db, { name: 'Samarreta de joc', price: '20.00', sizes: { M: 10 } });
    const sizeId = shirt.sizes.M!;
    const start = day(40);
    const camp = await seedCampus(database.db, {
      name: 'Campus d’estiu',
      startDate: start,
      priceClubMember: '90.00',
      priceNonMember: '110.00',
      maxParticipants: 10,
    });
    const birth = `${Number(start.slice(0, 4)) - 10}${start.slice(4)}`;

    const post = async (n: number, client: Client, route: string, body: unknown) => {
      const res = await fetch(`${servers[n % 2]!.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client.ip },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (res.status >= 500) errors.push(`${route} ${res.status}`);
      return { status: res.status, json };
    };
    const buy = (n: number, c: Client, quantity: number) =>
      post(n, c, '/api/create-payment-intent', {
        items: [{ productId: shirt.id, sizeId, quantity }],
        customer: { name: 'Comprador', email: c.email, phone: '600 000 000' },
      });
    const signUp = (n: number, c: Client, child: string) =>
      post(n, c, '/api/create-campus-payment-intent', {
        registrationData: {
          campusId: camp.id,
          childName: child,
          childSurname: 'Prova',
          birthDate: birth,
          parentEmail: c.email,
          parentPhone: '600 000 000',
          isClubMember: false,
        },
      });
    const stock = async () =>
      ((await (await fetch(`${servers[0]!.url}/api/products/${shirt.id}/sizes`)).json()) as { id: number; stock: number }[]).find(
        (s) => s.id === sizeId,
      )?.stock ?? 0;
    const places = async () =>
      ((await (await fetch(`${servers[1]!.url}/api/campus`)).json()) as { id: number; placesLeft: number }[]).find(
        (c) => c.id === camp.id,
      )?.placesLeft ?? 0;
    const attackers = (round: number): Client[] =>
      Array.from({ length: 10 }, (_, i) => ({ ip: `203.0.113.${20 * round + i + 1}`, email: `hoard${round}-${i}@example.com` }));

    // Round 1: every address asks for as much as it may (all 10 units; 3 places each), until nothing is left.
    for (const [i, a] of attackers(0).entries()) {
      await buy(i, a, 10);
      for (let k = 0; k < 3; k += 1) await signUp(i, a, `Fals${i}x${k}`);
    }
    const unitsHeld1 = 10 - (await stock());
    const placesHeld1 = 10 - (await places());
    const family: Client = { ip: '198.51.100.7', email: 'familia@example.com' };
    const refusedShop = (await buy(0, family, 1)).status === 409;
    const refusedCampus = (await signUp(1, family, 'Pau')).status === 409;
    const [span] = await database.db
      .select({ minutes: sql<number>`coalesce(max(extract(epoch from ${checkouts.expiresAt} - ${checkouts.createdAt})) / 60, 0)::float` })
      .from(checkouts);

    // Ten minutes later: the holds run out unpaid; the instances' sweep puts everything back.
    await database.db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.status, 'reserved'));
    const expiredAt = performance.now();
    while ((await stock()) < 10 || (await places()) < 10) {
      if (performance.now() - expiredAt > 120_000) {
        errors.push('holds not released within 120 s');
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const releasedAfterS = Math.round((performance.now() - expiredAt) / 100) / 10;

    // Round 2, ten fresh addresses and e-mails: checkouts start, nothing is held.
    for (const [i, a] of attackers(1).entries()) {
      await buy(i, a, 10);
      for (let k = 0; k < 3; k += 1) await signUp(i, a, `Fals${i}y${k}`);
    }
    const unitsHeld2 = 10 - (await stock());
    const placesHeld2 = 10 - (await places());

    // The family pays: the payment takes the unit and the place.
    const pay = async (n: number, clientSecret: unknown) =>
      (
        await post(n, family, '/api/payments/test/confirm', {
          clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
        })
      ).status === 200;
    const shop = await buy(0, family, 1);
    const shopPaid = shop.status === 200 && (await pay(0, shop.json?.clientSecret));
    const place = await signUp(1, family, 'Pau');
    const campusPaid = place.status === 200 && (await pay(1, place.json?.clientSecret));

    const holdMinutes = Math.round(span!.minutes * 10) / 10;
    return {
      addressesPerRound: 10,
      firstRound: { unitsHeld: unitsHeld1, placesHeld: placesHeld1, familyRefused: refusedShop && refusedCampus },
      holdMinutes,
      releasedAfterS,
      secondRound: { unitsHeld: unitsHeld2, placesHeld: placesHeld2 },
      familyPaid: { shop: shopPaid, campus: campusPaid },
      unavailableMinutes: Math.round((holdMinutes + releasedAfterS / 60) * 10) / 10,
      errors,
    };
  });
}
