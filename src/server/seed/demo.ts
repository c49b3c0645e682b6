import { ensureSeasonForDate, findOpenSeason } from '#server/features/seasons/repository.ts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  campus,
  campusRegistrations,
  clubRegistrations,
  contactMessages,
  matches,
  orderItems,
  orders,
  albums,
  photos,
  productSizes,
  products,
  schoolRegistrations,
  sponsors,
  teams,
} from '#server/db/schema.ts';
import { storeImage } from '#server/features/media/pipeline.ts';
import { demoPicture } from '#server/seed/images.ts';
import { todayInMadrid } from '#shared/dates.ts';

const demo = 'Equip de demostració';

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A DNI with its correct check letter, for demo registrations. */
function demoDni(n: number): string {
  return `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select (
    (select count(*) from ${teams}) + (select count(*) from ${matches}) + (select count(*) from ${products})
    + (select count(*) from ${campus}) + (select count(*) from ${photos})
  )::int as n`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return (rows[0]?.n ?? 0) === 0;
}

const teamData = [
  ['CB Llívia Sènior Masculí', 'SÈNIOR', 'Segona Catalana Masculí', 'Joan Puig', 'Segona Catalana', 0],
  ['CB Llívia Sènior Femení', 'SÈNIOR', 'Primera Catalana Femení', 'Marta Casals', 'Primera Catalana', 25],
  ['CB Llívia Júnior Masculí', 'JÚNIOR', 'Júnior Masculí Nivell A', 'Pere Vidal', 'Lliga Júnior Girona', 50],
  ['CB Llívia Júnior Femení', 'JÚNIOR', 'Júnior Femení', 'Laia Soler', 'Lliga Júnior Girona', 75],
  ['CB Llívia Cadet Masculí', 'CADET', 'Cadet Masculí', 'Arnau Font', 'Lliga Cadet Girona', 100],
  ['CB Llívia Cadet Femení', 'CADET', 'Cadet Femení', 'Núria Roca', 'Lliga Cadet Girona', 130],
  ['CB Llívia Infantil Mixt', 'INFANTIL', 'Infantil Mixt', 'Jordi Camps', 'Lliga Infantil Girona', 160],
  ['CB Llívia Mini', 'MINI', 'Mini Mixt', 'Clara Serra', 'Jocs Esportius Escolars', 190],
  ['CB Llívia 3x3 Masculí', '3x3', '3x3 Masculí', 'Marc Pujol', 'Circuit 3x3 Pirineus', 220],
  ['CB Llívia 3x3 Femení', '3x3', '3x3 Femení', 'Anna Mas', 'Circuit 3x3 Pirineus', 250],
] as const;

const firstNames = ['Pau', 'Marc', 'Jan', 'Nil', 'Pol', 'Arnau', 'Biel', 'Oriol', 'Roc', 'Eloi', 'Quim', 'Àlex'];
const femaleNames = ['Laia', 'Júlia', 'Martina', 'Aina', 'Clàudia', 'Berta', 'Ona', 'Carla', 'Mireia', 'Txell', 'Emma', 'Noa'];
const surnames = ['Puig', 'Soler', 'Vila', 'Casals', 'Font', 'Serra', 'Pujol', 'Roca', 'Mas', 'Bosch', 'Riera', 'Planas'];

function roster(female: boolean, count: number, seed: number): string {
  const names = female ? femaleNames : firstNames;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${names[(i + seed) % names.length]} ${surnames[(i * 5 + seed) % surnames.length]}`);
  }
  return out.join('\n');
}

/** Seeds demo content for every entity on an empty database. Returns false when there was content already. */
export async function seedDemo(db: DbOrTx, today = todayInMadrid()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;

  const image = async (caption: string, hue: number) => (await storeImage(db, await demoPicture(caption, hue))).url;

  // Teams
  const teamRows = [];
  for (const [i, [name, category, division, coach, league, hue]] of teamData.entries()) {
    const female = division.includes('Femení');
    const count = category === '3x3' ? 4 : 10 + (i % 3);
    teamRows.push({
      name,
      category,
      division,
      description: `${demo}. ${division} de la temporada 2025/2026, entrenant al Pavelló Fòrum.`,
      playerCount: count,
      imageUrl: await image(name.replace('CB Llívia ', ''), hue),
      externalUrl: i % 2 === 0 ? 'https://www.basquetcatala.cat/' : null,
      players: roster(female, count, i),
      coach,
      league,
    });
  }
  await db.insert(teams).values(teamRows);

  // Matches: a season's weekends around today, two games each: fourteen played in the last seven weeks, fourteen to
  // come in the next seven (enough to fill /partits' first pages of 12, as a real season does: decision 156).
  const rivals = ['CB Puigcerdà', 'CB La Seu', 'CB Ripoll', 'CE Olot', 'CB Bellver', 'CB Berga', 'CB Prada', 'CB Alp'];
  const categories = ['Sènior Masculí', 'Sènior Femení', 'Junior Masculí', 'Cadet Femení', 'Infantil Masculí'] as const;
  const matchRows = [];
  for (let i = 0; i < 28; i++) {
    const past = i < 14;
    const weekend = Math.floor(i / 2);
    const category = categories[i % categories.length]!;
    const ours = `CB Llívia ${category.replace('Junior', 'Júnior')}`;
    const rival = rivals[i % rivals.length]!;
    const home = i % 2 === 0;
    const ourScore = 58 + ((i * 7) % 25);
    const theirScore = 52 + ((i * 11) % 27);
    matchRows.push({
      homeTeam: home ? ours : rival,
      awayTeam: home ? rival : ours,
      matchDate: addDays(today, (past ? -7 * (7 - weekend) : 3 + 7 * (weekend - 7)) + (i % 2)),
      matchTime: ['10:00', '12:00', '17:30', '19:00'][i % 4]!,
      venue: home ? 'Pavelló Fòrum, Llívia' : `Pavelló de ${rival.replace(/^C[BE] /, '')}`,
      category,
      homeScore: past ? (home ? ourScore : theirScore) : null,
      awayScore: past ? (home ? theirScore : ourScore) : null,
      status: past ? 'completed' : 'scheduled',
    });
  }
  // Dated around today: each match's season exists (decision 156), e.g. 2026/2027 on an empty database in autumn.
  for (const date of new Set(matchRows.map((m) => m.matchDate))) await ensureSeasonForDate(db, date);
  await db.insert(matches).values(matchRows);

  // Campus: summer, Easter and a free open day
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '07-01' ? 1 : 0);
  const [summer, easter] = await db
    .insert(campus)
    .values([
      {
        name: 'Campus d’Estiu',
        description: `${demo}. Una setmana de bàsquet, piscina i muntanya per a nens i nenes de 6 a 16 anys.`,
        startDate: `${year}-07-06`,
        endDate: `${year}-07-10`,
        ageMin: 6,
        ageMax: 16,
        priceClubMember: '120.00',
        priceNonMember: '150.00',
        maxParticipants: 40,
        imageUrl: await image('Campus d’Estiu', 30),
      },
      {
        name: 'Campus de Setmana Santa',
        description: `${demo}. Tres dies de tecnificació per a jugadors i jugadores de 10 a 16 anys.`,
        startDate: `${year}-03-30`,
        endDate: `${year}-04-01`,
        ageMin: 10,
        ageMax: 16,
        priceClubMember: '60.00',
        priceNonMember: '75.00',
        maxParticipants: 24,
        imageUrl: await image('Campus de Setmana Santa', 140),
      },
      {
        name: 'Jornada de Portes Obertes',
        description: `${demo}. Un matí gratuït per provar el bàsquet amb els entrenadors del club.`,
        startDate: addDays(today, 21),
        endDate: addDays(today, 21),
        ageMin: 4,
        ageMax: 12,
        priceClubMember: '0.00',
        priceNonMember: '0.00',
        maxParticipants: 30,
        imageUrl: await image('Portes Obertes', 200),
      },
    ])
    .returning({ id: campus.id });
  await db.insert(campusRegistrations).values([
    {
      campusId: summer!.id,
      childName: 'Pau',
      childSurname: 'Vila Soler',
      birthDate: `${year - 10}-05-12`,
      parentEmail: 'familia.vila@example.com',
      parentPhone: '600 111 222',
      isClubMember: true,
      paymentMethod: 'stripe',
      status: 'paid',
      amountPaid: '120.00',
      paymentIntentId: 'pi_demo_summer_1',
    },
    {
      campusId: easter!.id,
      childName: 'Júlia',
      childSurname: 'Font Riera',
      birthDate: `${year - 13}-11-03`,
      parentEmail: 'familia.font@example.com',
      parentPhone: '600 333 444',
      isClubMember: false,
      paymentMethod: 'stripe',
      status: 'paid',
      amountPaid: '75.00',
      paymentIntentId: 'pi_demo_easter_1',
    },
  ]);

  // Products
  const productData = [
    ['Samarreta oficial de joc', 'Samarreta de joc del club, personalitzable amb número i nom.', '35.00', 'Roba', 15, true, true, true, true],
    ['Pantaló oficial de joc', 'Pantaló de joc a joc amb la samarreta.', '25.00', 'Roba', 45, true, false, false, true],
    ['Dessuadora del club', 'Dessuadora amb caputxa i escut brodat.', '39.90', 'Roba', 210, true, false, true, true],
    ['Samarreta d’escalfament', 'Samarreta tècnica per als escalfaments.', '18.50', 'Roba', 280, true, false, false, true],
    ['Pilota oficial talla 7', 'Pilota de cuir sintètic per a sèniors.', '29.95', 'Material', 20, true, false, false, false],
    ['Motxilla del club', 'Motxilla amb compartiment per a les bambes.', '22.00', 'Accessoris', 330, true, false, false, false],
    ['Ampolla d’aigua', 'Ampolla reutilitzable de 750 ml amb l’escut.', '8.00', 'Accessoris', 190, true, false, false, false],
    ['Bufanda de la Cerdanya', 'Bufanda de llana per animar a l’hivern.', '15.00', 'Accessoris', 0, false, false, false, false],
  ] as const;
  const sizeNames = ['XS', 'S', 'M', 'L', 'XL'];
  const productIds: number[] = [];
  for (const [i, [name, description, price, category, hue, inStock, requiresNumber, requiresName, requiresSizes]] of productData.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        name,
        description: `${description} (producte de demostració)`,
        price,
        category,
        inStock,
        requiresNumber,
        requiresName,
        requiresSizes,
        imageUrl: await image(name, hue),
      })
      .returning({ id: products.id });
    productIds.push(row!.id);
    if (requiresSizes) {
      await db.insert(productSizes).values(
        sizeNames.map((sizeName, s) => ({ productId: row!.id, sizeName, stock: (s + i) % 4 === 0 ? 0 : 3 + ((s * 3 + i) % 9) })),
      );
    }
  }

  // Photos: twelve albums of a season (two photos each) and two photos of no album, enough to fill /fotos' first
  // pages (12 albums, 24 photos) as a real club's season does (decision 159).
  const albumData = [
    ['Jornada de lliga al Fòrum', 'partits', 10, 'Els partits del sènior i del júnior.'],
    ['Derbi de la Cerdanya', 'partits', 20, 'Contra el CB Puigcerdà, amb el pavelló ple.'],
    ['Sessions de tir', 'entrenaments', 120, null],
    ['Presentació dels equips', 'equips', 200, 'Tots els equips del club, de l’escola al sènior.'],
    ['Torneig de la Cerdanya', 'partits', 30, null],
    ['Escola de bàsquet', 'entrenaments', 140, 'Els més petits aprenen a botar i a passar.'],
    ['Campus: un dia de bàsquet', 'campus', 40, null],
    ['Sopar del club', 'celebracions', 300, null],
    ['Festa de l’ascens', 'celebracions', 320, 'El sènior femení puja a Primera Catalana.'],
    ['Els voluntaris del club', 'altres', 260, null],
    ['Campus: excursió', 'campus', 60, 'Un dia a la muntanya amb els nens i nenes del campus.'],
    ['Equips de formació', 'equips', 230, null],
  ] as const;
  const albumIds = await db
    .insert(albums)
    .values(albumData.map(([title, , , description], a) => ({ title, albumDate: addDays(today, -9 - 12 * a), description })))
    .returning({ id: albums.id });
  const photoData: { title: string; category: string; hue: number; albumId: number | null; daysAgo: number }[] = albumData.flatMap(
    ([title, category, hue], a) =>
      ['primera', 'segona'].map((nth, k) => ({
        title: `${title}: ${nth} foto`,
        category,
        hue: hue + 12 * k,
        albumId: albumIds[a]!.id,
        daysAgo: 9 + 12 * a,
      })),
  );
  photoData.push(
    { title: 'Pavelló Fòrum', category: 'altres', hue: 180, albumId: null, daysAgo: 2 },
    { title: 'Foto oficial del sènior masculí', category: 'equips', hue: 210, albumId: null, daysAgo: 4 },
  );
  for (const [i, photo] of photoData.entries()) {
    const stored = await storeImage(db, await demoPicture(photo.title, photo.hue));
    await db.insert(photos).values({
      albumId: photo.albumId,
      title: photo.title,
      description: i % 3 === 0 ? null : 'Foto de demostració',
      imageUrl: stored.url,
      thumbnailUrl: stored.thumbnailUrl,
      width: stored.width,
      height: stored.height,
      category: photo.category,
      fileName: `${stored.id}.jpg`,
      uploadDate: new Date(Date.now() - photo.daysAgo * 86_400_000 - i * 60_000),
    });
  }

  // Sponsors, a contact message, a paid order and one registration of each kind
  await db.insert(sponsors).values([
    { name: 'Forn de Llívia (demo)', logoUrl: '', websiteUrl: null, description: 'Patrocinador de demostració', displayOrder: 1 },
    { name: 'Esports Cerdanya (demo)', logoUrl: '', websiteUrl: null, description: 'Patrocinador de demostració', displayOrder: 2 },
  ]);
  await db.insert(contactMessages).values({
    name: 'Maria',
    surname: 'Demo',
    email: 'maria.demo@example.com',
    phone: '600 555 666',
    subject: 'campus',
    message: 'Hola! Hi ha places per al campus d’estiu per a una nena de 9 anys? (missatge de demostració)',
  });
  const [order] = await db
    .insert(orders)
    .values({
      customerName: 'Família Demo',
      customerEmail: 'familia.demo@example.com',
      customerPhone: '600 777 888',
      totalAmount: '60.00',
      status: 'paid',
      paymentMethod: 'stripe',
      cardLast4: '4242',
      paymentIntentId: 'pi_demo_order_1',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values([
    { orderId: order!.id, productId: productIds[0]!, productName: productData[0][0], quantity: 1, price: '35.00', customSize: 'M', customNumber: '7', customName: 'PUIG' },
    { orderId: order!.id, productId: productIds[1]!, productName: productData[1][0], quantity: 1, price: '25.00', customSize: 'M' },
  ]);
  const consentTime = new Date();
  // The migrations open a season for registrations (2025/2026 on an empty database).
  const seasonId = (await findOpenSeason(db))!.id;
  await db.insert(clubRegistrations).values({
    seasonId,
    playerName: 'Nil Demo Casals',
    playerDni: demoDni(12345678),
    healthCardNumber: 'DEMO 0000000001',
    birthDate: `${year - 15}-02-20`,
    shirtSize: 'M',
    pantsSize: 'M',
    shoeSize: '42',
    guardianName: 'Jordi Demo',
    guardianPhone: '600 999 000',
    guardianEmail: 'jordi.demo@example.com',
    accountHolderName: 'Jordi Demo',
    iban: 'ES9121000418450200051332',
    sepaAuthorization: true,
    sepaAuthorizationAt: consentTime,
    privacyAuthorization: true,
    privacyAuthorizationAt: consentTime,
    imageRightsAuthorization: false,
    imageRightsAuthorizationAt: consentTime,
  });
  await db.insert(schoolRegistrations).values({
    seasonId,
    playerName: 'Aina',
    playerSurname: 'Demo Serra',
    birthDate: `${year - 8}-09-14`,
    playerDni: demoDni(23456789),
    courseAndSchool: '3r de Primària, Escola de demostració',
    fullAddress: 'Carrer de demostració 1, 17527 Llívia',
    healthCardNumber: 'DEMO 0000000002',
    allergiesOrIllnesses: 'Cap',
    guardianName: 'Laura',
    guardianSurname: 'Demo Serra',
    guardianDni: demoDni(34567890),
    guardianMobilePhone: '600 123 456',
    guardianHomePhone: null,
    guardianEmail: 'laura.demo@example.com',
    guardianAddress: null,
    medicalEmergencyConsent: true,
    medicalEmergencyConsentAt: consentTime,
    authorizedPersonName: 'Avi Demo',
    authorizedPersonDni: demoDni(45678901),
    authorizedPersonPhone: '600 654 321',
    medicationAdministrationConsent: false,
    medicationAdministrationConsentAt: consentTime,
    medicationDetails: null,
    accountHolderName: 'Laura Demo Serra',
    iban: 'ES9121000418450200051332',
    sepaAuthorization: true,
    sepaAuthorizationAt: consentTime,
    privacyAuthorization: true,
    privacyAuthorizationAt: consentTime,
    imageRightsAuthorization: true,
    imageRightsAuthorizationAt: consentTime,
  });
  return true;
}
