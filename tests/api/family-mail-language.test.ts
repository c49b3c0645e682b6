import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campusRegistrations,
  checkouts,
  clubRegistrations,
  mailQueue,
  orders,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { formatDate } from '#shared/dates.ts';
import { formatEuros } from '#shared/money.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { type AdminAuth, addDays, clubBody, loginAsAdmin, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';
import { payWithTestCard, reportOrder, seedProduct } from '../helpers/shop.ts';

/**
 * Issue 13 item 1, decision 177: every e-mail to a family is written in the language of the page it used — the
 * payload's `locale`, else the request's Accept-Language (the site's client sends its page's language there), else
 * Catalan, exactly as before. The footer follows (its privacy link to /es/privacitat or /fr/privacitat); the club's
 * notices stay Catalan. The language is stored with the registration, sign-up, checkout and order.
 */
const clubEmail = 'secretaria@cbllivia.example';
const publicUrl = 'https://www.cbllivia.example';
const nbsp = '\u00a0';
let t: TestApp;
let admin: AdminAuth;
let season: string;

beforeAll(async () => {
  t = await createTestApp({}, { CLUB_EMAIL: clubEmail, PUBLIC_URL: publicUrl });
  admin = await loginAsAdmin(t.app);
  const [open] = await t.database.db.select().from(seasons).where(eq(seasons.openForRegistrations, true));
  season = open!.label;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, language?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: language ? { 'accept-language': language } : {} });

/** The one mail delivered to `to` (after the queue is flushed). */
async function mailTo(to: string, subject?: RegExp): Promise<MailMessage> {
  await t.app.mail.flush();
  const found = t.mails.filter((m) => m.to === to && (!subject || subject.test(m.subject)));
  expect(found.map((m) => m.subject), to).toHaveLength(1);
  return found[0]!;
}

const clubNotices = async (subject: RegExp) => {
  await t.app.mail.flush();
  return t.mails.filter((m) => m.to === clubEmail && subject.test(m.subject));
};

const footerOf = (mail: MailMessage) => mail.text.slice(mail.text.lastIndexOf('\n-- \n') + 1);

const frenchFooter = [
  '-- ',
  'Club Bàsquet Llívia · Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)',
  `Horaires d’accueil${nbsp}: du lundi au vendredi, de 17${nbsp}h${nbsp}30 à 20${nbsp}h${nbsp}30`,
  `Téléphone${nbsp}: +34 972 000 000 · E-mail${nbsp}: ${clubEmail}`,
  `Politique de confidentialité${nbsp}: ${publicUrl}/fr/privacitat`,
].join('\n');

const spanishFooter = [
  '-- ',
  'Club Bàsquet Llívia · Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)',
  'Horario de atención: de lunes a viernes, de 17:30 a 20:30 h',
  `Teléfono: +34 972 000 000 · Correo: ${clubEmail}`,
  `Aviso de privacidad: ${publicUrl}/es/privacitat`,
].join('\n');

const catalanFooter = [
  '-- ',
  'Club Bàsquet Llívia · Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)',
  'Horari d’atenció: de dilluns a divendres, de 17.30 a 20.30 h',
  `Telèfon: +34 972 000 000 · Correu: ${clubEmail}`,
  `Avís de privacitat: ${publicUrl}/privacitat`,
].join('\n');

// Each registration is another child (the same child twice in a season is refused, decision 178): the birth date
// moves a day back each time; the mails never show it.
let children = 0;
const anotherBirthDate = (years: number) => addDays(yearsBefore(today(), years), -(++children));

/** The Bernard family from Bourg-Madame: a French passport, a +33 phone and a French bank account. */
const frenchClub = (guardianEmail: string, overrides: Record<string, unknown> = {}) =>
  clubBody({
    playerName: 'Léa Bernard',
    playerDocumentType: 'passport',
    playerDni: '18AB12345',
    birthDate: anotherBirthDate(13),
    guardianName: 'Camille Bernard',
    guardianPhone: '+33 6 12 34 56 78',
    guardianEmail,
    accountHolderName: 'Camille Bernard',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    imageRightsAuthorization: true,
    ...overrides,
  });

async function storedLocale(table: typeof clubRegistrations | typeof schoolRegistrations, id: number) {
  const [row] = await t.database.db.select({ locale: table.locale }).from(table).where(eq(table.id, id));
  return row?.locale;
}

describe('club and school registrations', () => {
  it('a French family on the French page (Accept-Language: fr) gets its confirmation in French, the club its notice in Catalan', async () => {
    const res = await post('/api/club-registrations', frenchClub('camille.bernard@example.fr'), 'fr');
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLocale(clubRegistrations, res.json().id)).toBe('fr');

    const mail = await mailTo('camille.bernard@example.fr');
    expect(mail.subject).toBe(`Inscription au CB Llívia bien reçue (saison ${season})`);
    expect(mail.replyTo).toBe(clubEmail);
    expect(mail.text).toBe(
      [
        'Bonjour,',
        '',
        `Nous avons bien reçu une inscription au club pour la saison ${season}, faite avec cette adresse e-mail. Merci beaucoup${nbsp}!`,
        '',
        `Compte (IBAN)${nbsp}: se terminant par 0189`,
        `Prélèvement SEPA${nbsp}: Oui`,
        `Protection des données${nbsp}: Oui`,
        `Droit à l’image${nbsp}: Oui`,
        '',
        'Par sécurité, ce message ne contient ni le numéro de la pièce d’identité, ni celui de la carte de santé, ni les données de santé, ni le numéro de compte complet.',
        'Si une information est inexacte, répondez simplement à ce message.',
        'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message ou prévenez-nous.',
        '',
        frenchFooter,
      ].join('\n'),
    );

    const [notice] = await clubNotices(/^Nova inscripció al club: Léa Bernard$/);
    expect(notice!.text).toContain('Domiciliació SEPA: Sí');
    expect(notice!.text).not.toContain('privacitat');
    expect(notice!.replyTo).toBeUndefined();
  });

  it('the payload’s locale wins over Accept-Language: es gives Spanish', async () => {
    const res = await post('/api/club-registrations', frenchClub('camille.es@example.fr', { locale: 'es' }), 'fr-FR,fr;q=0.9');
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLocale(clubRegistrations, res.json().id)).toBe('es');
    const mail = await mailTo('camille.es@example.fr');
    expect(mail.subject).toBe(`Hemos recibido tu inscripción al CB Llívia (temporada ${season})`);
    expect(mail.text).toMatch(/^Hola:\n\nHemos recibido una inscripción al club para la temporada .+ ¡Muchas gracias!\n/);
    expect(mail.text).toContain('Cuenta (IBAN): acabada en 0189\nDomiciliación SEPA: Sí');
    expect(footerOf(mail)).toBe(spanishFooter);
  });

  it('without a locale or a language the site speaks, the mail is Catalan exactly as before', async () => {
    for (const [email, language] of [
      ['anna.cat@example.com', undefined],
      ['anna.en@example.com', 'en-GB,en;q=0.9,fr;q=0'],
    ] as const) {
      const res = await post('/api/club-registrations', clubBody({ guardianEmail: email, birthDate: anotherBirthDate(12) }), language);
      expect(res.statusCode, res.body).toBe(201);
      expect(await storedLocale(clubRegistrations, res.json().id)).toBe('ca');
      const mail = await mailTo(email);
      expect(mail.subject).toBe(`Inscripció al CB Llívia rebuda (temporada ${season})`);
      expect(mail.text).toBe(
        [
          'Hola,',
          '',
          `Hem rebut una inscripció al club per a la temporada ${season} feta amb aquesta adreça de correu. Moltes gràcies!`,
          '',
          'Compte (IBAN): acabat en 1332',
          'Domiciliació SEPA: Sí',
          'Protecció de dades: Sí',
          'Drets d’imatge: No',
          '',
          'Per seguretat, aquest correu no inclou el DNI, la targeta sanitària, les dades de salut ni el compte complet.',
          'Si alguna dada no és correcta, responeu aquest correu.',
          'Si no heu fet aquesta inscripció, ignoreu aquest correu o feu-nos-ho saber.',
          '',
          catalanFooter,
        ].join('\n'),
      );
    }
  });

  it('a school registration takes the first language of Accept-Language the site speaks (fr after de)', async () => {
    const body = schoolBody({
      playerDocumentType: 'id_card',
      playerDni: 'X4RTBPFW4',
      guardianDocumentType: 'passport',
      guardianDni: '19FR54321',
      guardianEmail: 'famille.ecole@example.fr',
      authorizedPersonDocumentType: 'id_card',
      authorizedPersonDni: '880692310285',
      authorizedPersonPhone: '+33 7 11 22 33 44',
    });
    const res = await post('/api/school-registrations', body, 'de-DE, de;q=0.9, fr;q=0.8, es;q=0.7');
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLocale(schoolRegistrations, res.json().id)).toBe('fr');
    const mail = await mailTo('famille.ecole@example.fr');
    expect(mail.subject).toBe(`Inscription aux Écoles de basket du CB Llívia bien reçue (saison ${season})`);
    expect(mail.text).toContain(
      [
        `Compte (IBAN)${nbsp}: se terminant par 2606`,
        `Intervention en cas d’urgence médicale${nbsp}: Oui`,
        `Administration de médicaments${nbsp}: Oui`,
        `Prélèvement SEPA${nbsp}: Non`,
      ].join('\n'),
    );
    expect(footerOf(mail)).toBe(frenchFooter);
    const [notice] = await clubNotices(/^Nova inscripció a Escoles: Biel Casals Roca$/);
    expect(notice!.text).toContain('Domiciliació SEPA: No (cal acordar una altra forma de pagament)');
  });

  it('a locale the site does not speak is refused like any invalid field', async () => {
    const res = await post('/api/club-registrations', frenchClub('camille.de@example.fr', { locale: 'de' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('campus sign-ups', () => {
  const startDate = addDays(today(), 60);
  const endDate = addDays(startDate, 4);
  const signUp = (campusId: number, parentEmail: string) => ({
    campusId,
    childName: 'Hugo',
    childSurname: 'Bernard',
    birthDate: yearsBefore(startDate, 10),
    parentEmail,
    parentPhone: '+33 6 98 76 54 32',
    isClubMember: false,
  });

  it('a free sign-up from the French page: confirmation in French (dates in French), the club’s notice in Catalan', async () => {
    const c = await seedCampus(t.database.db, { name: 'Campus de Nadal', startDate, endDate, location: 'Pavelló Fòrum' });
    const res = await post('/api/campus-registrations', signUp(c.id, 'famille.stage@example.fr'), 'fr');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, res.json().id));
    expect(row!.locale).toBe('fr');

    const mail = await mailTo('famille.stage@example.fr');
    expect(mail.subject).toBe(`Inscription confirmée${nbsp}: Campus de Nadal`);
    expect(mail.text).toBe(
      [
        'Bonjour,',
        '',
        `Nous avons bien reçu une inscription à «${nbsp}Campus de Nadal${nbsp}», faite avec cette adresse e-mail.`,
        '',
        `Stage${nbsp}: Campus de Nadal`,
        `Dates${nbsp}: du ${formatDate(startDate, 'fr')} au ${formatDate(endDate, 'fr')}`,
        `Horaires${nbsp}: à confirmer (nous vous les enverrons avant le début du stage)`,
        `Lieu${nbsp}: Pavelló Fòrum`,
        `Montant${nbsp}: Gratuit`,
        '',
        'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message ou prévenez-nous.',
        '',
        'Pour toute question, répondez à ce message ou appelez le club.',
        '',
        `Merci de votre confiance, à bientôt au CB Llívia${nbsp}!`,
        '',
        frenchFooter,
      ].join('\n'),
    );
    const [notice] = await clubNotices(/^Nova inscripció al campus: Campus de Nadal$/);
    expect(notice!.text).toContain(`Campus: Campus de Nadal (del ${formatDate(startDate)} al ${formatDate(endDate)})`);
    expect(notice!.text).toContain('Import: Gratuït');
  });

  it('a paid sign-up: the language travels with the checkout, even when the payment is reported without it', async () => {
    const c = await seedCampus(t.database.db, { name: 'Campus de Pasqua', startDate, endDate, priceNonMember: '90.00', priceClubMember: '80.00' });
    const intent = await post('/api/create-campus-payment-intent', { registrationData: signUp(c.id, 'famille.payante@example.fr') }, 'fr');
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, paymentIntentId } = intent.json();
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, paymentIntentId));
    expect(checkout!.locale).toBe('fr');
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
    const res = await post('/api/campus-registrations', { ...signUp(c.id, 'famille.payante@example.fr'), paymentIntentId });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, res.json().id));
    expect(row!.locale).toBe('fr');

    const mail = await mailTo('famille.payante@example.fr');
    expect(mail.subject).toBe(`Inscription confirmée${nbsp}: Campus de Pasqua`);
    expect(mail.text).toContain(`Montant${nbsp}: ${formatEuros(9000, 'fr')} (payé par carte)`);
    expect(footerOf(mail)).toBe(frenchFooter);
    const [notice] = await clubNotices(/^Nova inscripció al campus: Campus de Pasqua$/);
    expect(notice!.text).toContain(`Import: ${formatEuros(9000)} (pagat amb targeta)`);
  });
});

describe('shop orders', () => {
  it('an order paid from the French page: confirmation and “ready” mail in French, the club’s notice in Catalan', async () => {
    const p = await seedProduct(t.database.db, { name: 'Samarreta del club', price: '30.00', sizes: { M: 3 } });
    const customer = { name: 'Camille Bernard', email: 'camille.boutique@example.fr', phone: '+33 6 12 34 56 78' };
    const started = await post('/api/create-payment-intent', { items: [{ productId: p.id, sizeId: p.sizes.M, quantity: 2 }], customer }, 'fr');
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
    const reported = await reportOrder(t.app, { paymentIntentId });
    // Reported without a language: the order takes its checkout's (the test provider may have finalized it already).
    expect([200, 201], reported.body).toContain(reported.statusCode);
    const id = reported.json().id as number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.locale).toBe('fr');

    const total = formatEuros(6000, 'fr');
    const confirmation = await mailTo(customer.email, /confirmée/);
    expect(confirmation.subject).toBe(`Commande n°${nbsp}${id} confirmée · CB Llívia`);
    expect(confirmation.text).toBe(
      [
        'Bonjour Camille Bernard,',
        '',
        'Merci pour votre achat à la boutique du CB Llívia. Nous avons bien reçu le paiement de la commande.',
        '',
        `Commande n°${nbsp}${id}`,
        `- 2 × Samarreta del club (taille M)${nbsp}: ${total}`,
        `Total payé${nbsp}: ${total}`,
        '',
        `Retrait${nbsp}: uniquement au Pavelló Fòrum. Nous ne faisons pas d’envois${nbsp}; pour convenir du jour et de l’heure du retrait, contactez le club (${clubEmail}).`,
        'Nous vous enverrons un autre e-mail dès que la commande sera prête à être retirée.',
        '',
        'CB Llívia',
        '',
        frenchFooter,
      ].join('\n'),
    );
    const [notice] = await clubNotices(new RegExp(`^Nova comanda núm\\. ${id} a la botiga`));
    expect(notice!.subject).toBe(`Nova comanda núm. ${id} a la botiga (${formatEuros(6000)})`);
    expect(notice!.text).toContain(`- 2 × Samarreta del club (talla M): ${formatEuros(6000)}`);
    expect(notice!.text).not.toContain('privacitat');

    const ready = await t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: admin.headers, payload: { status: 'ready' } });
    expect(ready.statusCode, ready.body).toBe(200);
    const readyMail = await mailTo(customer.email, /vous attend/);
    expect(readyMail.subject).toBe(`Votre commande n°${nbsp}${id} vous attend au Pavelló Fòrum · CB Llívia`);
    expect(readyMail.text).toContain(`Votre commande n°${nbsp}${id} est prête et vous attend au Pavelló Fòrum.`);
    expect(footerOf(readyMail)).toBe(frenchFooter);
  });
});

describe('the queue', () => {
  it('keeps each mail’s language: families’ as they chose, the club’s notices Catalan', async () => {
    const rows = await t.database.db.select({ to: mailQueue.to, locale: mailQueue.locale }).from(mailQueue);
    expect(rows.filter((r) => r.to === clubEmail).every((r) => r.locale === 'ca')).toBe(true);
    expect(rows.find((r) => r.to === 'camille.bernard@example.fr')?.locale).toBe('fr');
    expect(rows.find((r) => r.to === 'camille.es@example.fr')?.locale).toBe('es');
    expect(rows.find((r) => r.to === 'anna.cat@example.com')?.locale).toBe('ca');
  });
});
