// `npx tsx scripts/generate-large-data.ts`: fills a database with a generated five-season club (issue 12,
// "Performance"): seasons 2021/2022 to 2025/2026 plus the current one, 1,500 matches, 100 albums of 30 photos
// (3,000), 1,000 registrations in each registration table (club, school, campus: the back office's tables are
// measured with 1,000 rows; half of the club and school ones in the season open for registrations, where a
// volunteer looks first), 1,000 contact messages and 2,000 orders with their items. The database is DATA_DIR's PGlite (./data by default; stop the server first: one process per
// directory) or DATABASE_URL's PostgreSQL, opened and migrated as the app does. Deterministic (seeded PRNG, dates
// counted from today); it refuses a database that already holds generated data, and adds to demo content.
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, openDatabase } from '#server/db/client.ts';
import {
  albums,
  campus,
  campusRegistrations,
  clubRegistrations,
  contactMessages,
  matches,
  orderItems,
  orders,
  photos,
  products,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import { type StoredImage, storeImage } from '#server/features/media/pipeline.ts';
import { ensureSeasonForDate } from '#server/features/seasons/repository.ts';
import { demoPicture } from '#server/seed/images.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { matchCategories } from '#shared/schemas/match.ts';
import { orderStatuses } from '#shared/schemas/order.ts';
import { photoCategories } from '#shared/photo-categories.ts';
import { seasonSpanFor } from '#shared/schemas/season.ts';

/** The marker every generated album title starts with: how a second run knows the data is there. */
const marker = 'Generat:';

export type LargeCounts = {
  matches: number;
  albums: number;
  photosPerAlbum: number;
  club: number;
  school: number;
  campus: number;
  messages: number;
  orders: number;
};
export const largeCounts: LargeCounts = { matches: 1500, albums: 100, photosPerAlbum: 30, club: 1000, school: 1000, campus: 1000, messages: 1000, orders: 2000 };

/** mulberry32: a small seeded PRNG, so every run generates the same rows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

function dni(n: number): string {
  return `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

const names = ['Pau', 'Marc', 'Jan', 'Nil', 'Pol', 'Arnau', 'Laia', 'Júlia', 'Martina', 'Aina', 'Clàudia', 'Berta', 'Ona', 'Carla'];
const surnames = ['Puig', 'Soler', 'Vila', 'Casals', 'Font', 'Serra', 'Pujol', 'Roca', 'Mas', 'Bosch', 'Riera', 'Planas', 'Costa'];
const rivals = ['CB Puigcerdà', 'CB La Seu', 'CB Ripoll', 'CE Olot', 'CB Bellver', 'CB Berga', 'CB Prada', 'CB Alp', 'CB Vic'];
const subjects = ['campus', 'inscripcions', 'botiga', 'altres'];

/** Inserts `rows` in chunks (one statement per chunk keeps parameters under PostgreSQL's limit). */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function alreadyGenerated(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${albums} where ${albums.title} like ${`${marker}%`}`);
  return ((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
}

/**
 * Adds the generated club to `db` (beside any demo content). Returns false, changing nothing, when the generated
 * data is there already.
 */
/** `counts`: how many of each (the bench's smoke run asks for a token set, the same shape in every table). */
export async function generateLargeData(db: DbOrTx, today = todayInMadrid(), counts: LargeCounts = largeCounts): Promise<boolean> {
  if (await alreadyGenerated(db)) return false;
  const random = prng(20_261_123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const person = () => `${pick(names)} ${pick(surnames)} ${pick(surnames)}`;

  // Seasons: 2021/2022 to the current one (decision 156's default span), each through the app's own rule.
  const current = seasonSpanFor(today);
  const firstStart = 2021;
  const lastStart = Number(current.startsOn.slice(0, 4));
  for (let y = firstStart; y <= lastStart; y += 1) await ensureSeasonForDate(db, `${y}-09-01`);
  const seasonRows = await db.select({ id: seasons.id, startsOn: seasons.startsOn, endsOn: seasons.endsOn }).from(seasons);
  const seasonFor = (date: string) => seasonRows.find((s) => s.startsOn <= date && date <= s.endsOn)!.id;
  const [open] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.openForRegistrations, true));
  // Half of the club and school registrations in the open season (its tab's default view), the rest by their date.
  const registrationSeason = (i: number, at: Date) => (i % 2 === 0 && open ? open.id : seasonFor(at.toISOString().slice(0, 10)));
  const spanStart = `${firstStart}-07-01`;
  const spanDays = daysBetween(spanStart, current.endsOn);
  const pastDays = daysBetween(spanStart, today);
  const dateIn = (maxDay = spanDays) => addDays(spanStart, int(0, maxDay));
  const pastTime = () => new Date(Date.parse(`${dateIn(pastDays)}T00:00:00Z`) + int(8, 21) * 3_600_000 + int(0, 59) * 60_000);

  // Matches: evenly over the span; played ones completed with scores, the rest scheduled.
  const matchRows = Array.from({ length: counts.matches }, (_, i) => {
    const matchDate = addDays(spanStart, Math.floor((i * spanDays) / counts.matches));
    const category = pick(matchCategories);
    const ours = `CB Llívia ${category}`;
    const rival = pick(rivals);
    const home = random() < 0.5;
    const played = matchDate < today;
    return {
      homeTeam: home ? ours : rival,
      awayTeam: home ? rival : ours,
      matchDate,
      matchTime: pick(['10:00', '11:30', '12:00', '17:30', '19:00']),
      venue: home ? 'Pavelló Fòrum, Llívia' : `Pavelló de ${rival.replace(/^C[BE] /, '')}`,
      category,
      homeScore: played ? int(35, 95) : null,
      awayScore: played ? int(35, 95) : null,
      status: played ? 'completed' : 'scheduled',
    };
  });
  await insertChunked(matchRows, 500, (chunk) => db.insert(matches).values(chunk));

  // Albums and photos: six pictures through the image pipeline once, every photo pointing at one of them.
  const stored: StoredImage[] = [];
  for (let i = 0; i < 6; i += 1) stored.push(await storeImage(db, await demoPicture(`Àlbum ${i + 1}`, i * 55)));
  const albumRows = Array.from({ length: counts.albums }, (_, i) => ({
    title: `${marker} ${pick(['Partit', 'Torneig', 'Campus', 'Festa', 'Entrenament'])} ${i + 1}`,
    albumDate: addDays(spanStart, Math.floor(((i + 0.5) * pastDays) / counts.albums)),
    description: i % 3 === 0 ? null : 'Àlbum generat per a la mesura de rendiment.',
  }));
  const albumIds = await db.insert(albums).values(albumRows).returning({ id: albums.id, albumDate: albums.albumDate });
  const photoRows = albumIds.flatMap((album, a) =>
    Array.from({ length: counts.photosPerAlbum }, (_, p) => {
      const image = stored[(a + p) % stored.length]!;
      return {
        albumId: album.id,
        title: `Foto ${p + 1} de l’àlbum ${a + 1}`,
        description: p % 4 === 0 ? 'Foto generada' : null,
        imageUrl: image.url,
        thumbnailUrl: image.thumbnailUrl,
        width: image.width,
        height: image.height,
        category: pick(photoCategories),
        fileName: `${image.id}.jpg`,
        uploadDate: new Date(Date.parse(`${album.albumDate}T12:00:00Z`) + p * 60_000),
      };
    }),
  );
  await insertChunked(photoRows, 500, (chunk) => db.insert(photos).values(chunk));

  // Registrations: club and school ones in the season of their date; campus ones in one summer campus a year.
  const consent = (at: Date) => ({
    sepaAuthorization: true,
    sepaAuthorizationAt: at,
    privacyAuthorization: true,
    privacyAuthorizationAt: at,
    imageRightsAuthorization: random() < 0.8,
    imageRightsAuthorizationAt: at,
  });
  const processed = (at: Date) => (random() < 0.6 ? { processedAt: new Date(at.getTime() + 86_400_000), processedBy: 'admin' } : {});
  const clubRows = Array.from({ length: counts.club }, (_, i) => {
    const at = pastTime();
    const guardian = person();
    return {
      seasonId: registrationSeason(i, at),
      playerName: person(),
      playerDni: dni(10_000_000 + i * 7919),
      healthCardNumber: `GEN ${String(i).padStart(10, '0')}`,
      birthDate: `${int(2006, 2019)}-0${int(1, 9)}-1${int(0, 9)}`,
      shirtSize: pick(['S', 'M', 'L', 'XL']),
      pantsSize: pick(['S', 'M', 'L', 'XL']),
      shoeSize: String(int(34, 46)),
      guardianName: guardian,
      guardianPhone: `6${String(10_000_000 + i * 37).slice(0, 8)}`,
      guardianEmail: `club${i}@example.com`,
      accountHolderName: guardian,
      iban: 'ES9121000418450200051332',
      ...consent(at),
      ...processed(at),
      createdAt: at,
    };
  });
  await insertChunked(clubRows, 200, (chunk) => db.insert(clubRegistrations).values(chunk));
  const schoolRows = Array.from({ length: counts.school }, (_, i) => {
    const at = pastTime();
    return {
      seasonId: registrationSeason(i, at),
      playerName: pick(names),
      playerSurname: `${pick(surnames)} ${pick(surnames)}`,
      birthDate: `${int(2012, 2020)}-0${int(1, 9)}-2${int(0, 8)}`,
      playerDni: dni(20_000_000 + i * 7919),
      courseAndSchool: `${int(1, 6)}r de Primària, Escola de Llívia`,
      fullAddress: `Carrer Major ${int(1, 80)}, 17527 Llívia`,
      healthCardNumber: `GEN ${String(5000 + i).padStart(10, '0')}`,
      allergiesOrIllnesses: random() < 0.8 ? 'Cap' : 'Al·lèrgia al pol·len',
      guardianName: pick(names),
      guardianSurname: `${pick(surnames)} ${pick(surnames)}`,
      guardianDni: dni(30_000_000 + i * 7919),
      guardianMobilePhone: `6${String(20_000_000 + i * 41).slice(0, 8)}`,
      guardianHomePhone: null,
      guardianEmail: `escola${i}@example.com`,
      guardianAddress: null,
      medicalEmergencyConsent: true,
      medicalEmergencyConsentAt: at,
      authorizedPersonName: person(),
      authorizedPersonDni: dni(40_000_000 + i * 7919),
      authorizedPersonPhone: `6${String(30_000_000 + i * 43).slice(0, 8)}`,
      medicationAdministrationConsent: false,
      medicationAdministrationConsentAt: at,
      medicationDetails: null,
      accountHolderName: person(),
      iban: 'ES9121000418450200051332',
      ...consent(at),
      ...processed(at),
      createdAt: at,
    };
  });
  await insertChunked(schoolRows, 200, (chunk) => db.insert(schoolRegistrations).values(chunk));
  // Past campuses, inactive (the public /campus page keeps showing the demo's).
  const campusIds = await db
    .insert(campus)
    .values(
      Array.from({ length: lastStart - firstStart + 1 }, (_, k) => ({
        name: `${marker} Campus d’Estiu ${firstStart + k}`,
        description: 'Campus generat per a la mesura de rendiment.',
        startDate: `${firstStart + k}-07-06`,
        endDate: `${firstStart + k}-07-10`,
        priceClubMember: '120.00',
        priceNonMember: '150.00',
        maxParticipants: 200,
        imageUrl: stored[k % stored.length]!.url,
        isActive: false,
      })),
    )
    .returning({ id: campus.id });
  const campusRows = Array.from({ length: counts.campus }, (_, i) => {
    const member = random() < 0.5;
    const paid = random() < 0.9;
    return {
      campusId: campusIds[i % campusIds.length]!.id,
      childName: pick(names),
      childSurname: `${pick(surnames)} ${pick(surnames)}`,
      birthDate: `${int(2008, 2019)}-0${int(1, 9)}-0${int(1, 9)}`,
      parentEmail: `campus${i}@example.com`,
      parentPhone: `6${String(40_000_000 + i * 47).slice(0, 8)}`,
      isClubMember: member,
      paymentMethod: paid ? 'stripe' : 'free',
      status: paid ? 'paid' : 'confirmed',
      amountPaid: paid ? (member ? '120.00' : '150.00') : '0.00',
      paymentIntentId: paid ? `pi_gen_campus_${i}` : null,
      ...processed(pastTime()),
      createdAt: pastTime(),
    };
  });
  await insertChunked(campusRows, 500, (chunk) => db.insert(campusRegistrations).values(chunk));

  const messageRows = Array.from({ length: counts.messages }, (_, i) => {
    const at = pastTime();
    return {
      name: pick(names),
      surname: pick(surnames),
      email: `missatge${i}@example.com`,
      phone: random() < 0.7 ? `6${String(50_000_000 + i * 53).slice(0, 8)}` : null,
      subject: pick(subjects),
      message: 'Hola! Voldria informació sobre el club. (missatge generat)',
      readAt: random() < 0.7 ? at : null,
      ...processed(at),
      createdAt: at,
    };
  });
  await insertChunked(messageRows, 500, (chunk) => db.insert(contactMessages).values(chunk));

  // Orders: one to three items each, of the shop's products when there are some (the demo's), else by name only.
  const productRows = await db.select({ id: products.id, name: products.name, price: products.price }).from(products);
  const catalogue: { id: number | null; name: string; price: string }[] = productRows.length > 0 ? productRows : [{ id: null, name: 'Samarreta oficial de joc', price: '35.00' }];
  const items: { order: number; productId: number | null; productName: string; quantity: number; price: string; customSize: string }[] = [];
  const orderRows = Array.from({ length: counts.orders }, (_, i) => {
    const at = pastTime();
    const status = pick(orderStatuses);
    let total = 0;
    for (let k = int(1, 3); k > 0; k -= 1) {
      const product = pick(catalogue);
      const quantity = int(1, 2);
      total += Number(product.price) * quantity;
      items.push({ order: i, productId: product.id, productName: product.name, quantity, price: product.price, customSize: pick(['S', 'M', 'L']) });
    }
    return {
      customerName: person(),
      customerEmail: `comanda${i}@example.com`,
      customerPhone: `6${String(60_000_000 + i * 59).slice(0, 8)}`,
      totalAmount: total.toFixed(2),
      status,
      paymentMethod: 'stripe',
      cardLast4: status === 'pending' ? null : '4242',
      paymentIntentId: status === 'pending' ? null : `pi_gen_order_${i}`,
      createdAt: at,
      updatedAt: at,
    };
  });
  const orderIds: number[] = [];
  await insertChunked(orderRows, 500, async (chunk) => {
    orderIds.push(...(await db.insert(orders).values(chunk).returning({ id: orders.id })).map((r) => r.id));
  });
  await insertChunked(items, 500, (chunk) =>
    db.insert(orderItems).values(chunk.map(({ order, ...item }) => ({ ...item, orderId: orderIds[order]! }))),
  );
  return true;
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = process.env.DATA_DIR ?? './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const done = await database.db.transaction((tx) => generateLargeData(tx));
    if (!done) {
      console.error(`This database already holds the generated data (albums titled "${marker} …"): nothing added.`);
      process.exitCode = 1;
      return;
    }
    const c = largeCounts;
    console.log(
      `Generated in ${((Date.now() - started) / 1000).toFixed(1)} s on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}: ` +
        `${c.matches} matches, ${c.albums} albums with ${c.albums * c.photosPerAlbum} photos, ` +
        `${c.club + c.school + c.campus} registrations (${c.club} club, ${c.school} school, ${c.campus} campus), ${c.messages} messages, ${c.orders} orders.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
