import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clubRegistration, demoUrl, loginByApi, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/**
 * Issue 14 item 4, the family page "Les meves inscripcions": a family asks for its link, opens it from the mail, sees
 * its own records and no one else's, corrects a phone, downloads its data, cancels a paid campus sign-up (refunded)
 * and asks for erasure; the admin confirms it from the Missatges tab.
 */

const outbox = path.resolve('.tmp', `e2e-demo-${Number(process.env.E2E_PORT ?? 4173)}`, 'outbox');
const shots = path.resolve('.tmp', 'screenshots');

/** A mail's text as written (the outbox keeps it quoted-printable: soft line breaks and =XX escapes). */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The path and fragment of the newest sign-in link mailed to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => decodeQuotedPrintable(readFileSync(path.join(outbox, f), 'utf8')))
          .filter((m) => m.includes(`To: ${email}`) && m.includes('#entrar='));
        link = mails.at(-1)?.match(/https?:\/\/[^/\s]+(\/(?:es\/|fr\/)?les-meves-inscripcions#entrar=[\w-]+)/)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** "YYYY-MM-DD" `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function adminHeaders(page: Page) {
  await loginByApi(page);
  const session = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
  return { origin: demoUrl, 'x-csrf-token': session.csrfToken };
}

/** A paid shop order for `email` through the test provider, as the checkout makes it. */
async function paidOrder(page: Page, email: string) {
  const products = (await (await page.request.get('/api/products')).json()) as {
    id: number;
    inStock: boolean;
    requiresSizes: boolean;
    requiresName: boolean;
    requiresNumber: boolean;
  }[];
  const product = products.find((p) => p.inStock && !p.requiresSizes && !p.requiresName && !p.requiresNumber);
  expect(product, 'a demo product without options').toBeTruthy();
  const customer = { name: 'Laia Vidal', email, phone: '600 700 800' };
  const intent = await page.request.post('/api/create-payment-intent', { data: { items: [{ productId: product!.id, quantity: 1 }], customer } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await page.request.post('/api/payments/test/confirm', { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const order = await page.request.post('/api/orders', { data: { paymentIntentId } });
  expect([200, 201]).toContain(order.status());
  return ((await order.json()) as { id: number }).id;
}

test('a family sees, corrects, exports, cancels and asks to erase its data; the admin confirms the erasure', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = unique('f').split(' ')[1]!;
  const email = `familia.${tag}@example.com`;
  const child = { name: `Pau${tag.slice(0, 4)}`, surname: 'Vidal Navegador' };
  const player = `Jana Vidal ${tag}`;
  const strangersPlayer = `Ona Altres ${tag}`;

  // The club's side: a paid campus a month ahead (cancellable: the default deadline is 7 days before it starts).
  const headers = await adminHeaders(page);
  const campusName = unique('Campus família');
  const start = inDays(30);
  const created = await page.request.post('/api/campus', {
    headers,
    data: {
      name: campusName,
      description: 'Campus de proves de la pàgina de les famílies.',
      startDate: start,
      endDate: inDays(32),
      maxParticipants: 10,
      ageMin: 4,
      ageMax: 14,
      priceClubMember: '40.00',
      priceNonMember: '50.00',
      imageUrl: `${demoUrl}/favicon.svg`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campusId = ((await created.json()) as { id: number }).id;
  await page.context().clearCookies();

  try {
    // What the family made with its address: a club registration and an order; another family's registration too.
    const mine = await page.request.post('/api/club-registrations', { data: clubRegistration(player, { guardianEmail: email }) });
    expect(mine.status(), await mine.text()).toBe(201);
    const theirs = await page.request.post('/api/club-registrations', {
      data: clubRegistration(strangersPlayer, { guardianEmail: `altra.${tag}@example.com` }),
    });
    expect(theirs.status(), await theirs.text()).toBe(201);
    const orderId = await paidOrder(page, email);

    // The family signs its child up for the paid campus with the test card.
    await page.goto('/campus');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: campusName, exact: true }) });
    await card.getByRole('button', { name: "Inscriure's" }).click();
    const dialog = page.getByRole('dialog', { name: `Inscripció: ${campusName}` });
    await dialog.getByLabel('Nom de l’infant').fill(child.name);
    await dialog.getByLabel('Cognoms de l’infant').fill(child.surname);
    await dialog.getByLabel('Data de naixement').fill(`${Number(start.slice(0, 4)) - 8}-05-20`);
    await dialog.getByLabel('Correu electrònic del pare, mare o tutor/a').fill(email);
    await dialog.getByLabel('Telèfon del pare, mare o tutor/a').fill('600 123 456');
    await dialog.getByRole('button', { name: 'Continuar al pagament' }).click();
    await dialog.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Caducitat').fill('12/40');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pagar 50,00 €' }).click();
    await expect(page.getByText('Inscripció completada!', { exact: true })).toBeVisible();

    // Signed out: one field, the neutral answer. The footer leads here.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Les meves inscripcions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Les meves inscripcions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Correu electrònic').fill(email);
    await page.getByRole('button', { name: "Envia'm l'enllaç" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si aquesta adreça té inscripcions o comandes' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, { path: path.join(shots, 'family-signed-out-phone.png'), fullPage: true });

    // The mailed link opens the page; its token leaves the address bar at once.
    const link = await linkMailedTo(email);
    await page.goto(link);
    await expect(page.getByText(`Heu entrat com a ${email}.`)).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash, 'the token leaves the address bar').toBe('');

    const section = (name: string) => page.getByRole('region', { name, exact: true });
    const campus = section('Campus');
    await expect(campus.getByRole('heading', { name: campusName })).toBeVisible();
    await expect(campus).toContainText(`${child.name} ${child.surname}`);
    await expect(campus).toContainText('50,00 €');
    await expect(section('Comandes')).toContainText(`Comanda núm. ${orderId}`);
    await expect(section('Comandes')).toContainText('Pagada');
    const registrations = section('Inscripcions al club i a l’escola');
    await expect(registrations).toContainText(player);
    // Sensitive numbers are masked; another family's registration is not here.
    await expect(registrations).not.toContainText('12345678Z');
    await expect(registrations).not.toContainText('2100 0418 4502 0005 1332');
    await expect(page.getByText(strangersPlayer)).toHaveCount(0);
    await expect(section('Llista d’espera')).toContainText('No sou a cap llista d’espera.');
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, { path: path.join(shots, 'family-records-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(page, { path: path.join(shots, 'family-records-laptop.png'), fullPage: true });

    // Correcting the phone, in place.
    await registrations.getByRole('button', { name: `Corregir telèfon i correu: ${player}` }).click();
    await expect(registrations.getByLabel('Telèfon')).toBeFocused();
    await registrations.getByLabel('Telèfon').fill('12');
    await registrations.getByRole('button', { name: 'Desa' }).click();
    await expect(registrations.getByLabel('Telèfon')).toHaveAttribute('aria-invalid', 'true');
    await lookAt(registrations, { path: path.join(shots, 'family-contact-form-laptop.png') });
    await registrations.getByLabel('Telèfon').fill('611 222 333');
    await registrations.getByRole('button', { name: 'Desa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dades de contacte actualitzades.' })).toBeVisible();
    await expect(registrations).toContainText('611 222 333');
    await expect(registrations.getByRole('button', { name: `Corregir telèfon i correu: ${player}` })).toBeFocused();

    // The export: this family's data as JSON, and nobody else's.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descarregar les meves dades' }).click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    const data = JSON.parse(exported) as unknown;
    expect(typeof data).toBe('object');
    expect(exported).toContain(email);
    expect(exported).toContain(child.name);
    expect(exported).toContain(player);
    expect(exported).toContain('611 222 333');
    expect(exported).not.toContain(strangersPlayer);

    // Cancelling the paid sign-up: the dialog says the payment comes back; then it is gone.
    await campus.getByRole('button', { name: `Anul·lar la inscripció de ${child.name} ${child.surname} a ${campusName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Anul·lar la inscripció?' });
    await expect(confirm).toContainText('Us retornarem 50,00 € a la targeta');
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, { path: path.join(shots, 'family-cancel-dialog-phone.png') });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Sí, anul·la-la' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inscripció anul·lada. Us hem retornat el pagament a la targeta.' })).toBeVisible();
    await expect(campus).toContainText('No hi ha cap inscripció a un campus feta amb aquesta adreça.');
    await expect(page.getByText(campusName)).toHaveCount(0);

    // Asking for erasure: explained, confirmed, then pending.
    await expect(page.getByText('Per llei, el club conserva l’import i la data de cada comanda')).toBeVisible();
    await page.getByRole('button', { name: "Demanar l'esborrament de les meves dades" }).click();
    await page.getByRole('alertdialog', { name: 'Demanar l’esborrament de les dades?' }).getByRole('button', { name: 'Sí, demana l’esborrament' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hem rebut la vostra sol·licitud d’esborrament.' })).toBeVisible();
    await expect(page.getByText('Sol·licitud d’esborrament pendent')).toBeVisible();
    await expect(page.getByRole('button', { name: "Demanar l'esborrament de les meves dades" })).toHaveCount(0);

    // The admin sees the request at the top of Missatges and confirms it.
    await openAdminTab(page, 'missatges', 'Missatges');
    const requests = page.getByRole('region', { name: "Sol·licituds d'esborrament" });
    await expect(requests).toContainText(email);
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, { path: path.join(shots, 'family-erasure-admin-laptop.png') });
    await requests.getByRole('button', { name: `Confirmar l'esborrament de ${email}` }).click();
    const irreversible = page.getByRole('alertdialog', { name: "Confirmar l'esborrament?" });
    await expect(irreversible).toContainText('Aquesta acció no es pot desfer.');
    await irreversible.getByRole('button', { name: 'Esborra les dades' }).click();
    await expect(page.getByText('Dades esborrades', { exact: true })).toBeVisible();
    await expect(requests).toHaveCount(0);
  } finally {
    const h = await adminHeaders(page);
    await page.request.delete(`/api/campus/${campusId}`, { headers: h });
  }
});

test('in French: the switcher keeps the page, the link mailed in French opens the French page, axe on both', async ({ page }) => {
  const tag = unique('fr').split(' ')[1]!;
  const email = `famille.${tag}@example.com`;
  const player = `Léa Martin ${tag}`;
  const mine = await page.request.post('/api/club-registrations', { data: clubRegistration(player, { guardianEmail: email }) });
  expect(mine.status(), await mine.text()).toBe(201);
  // A full one-place campus, and this family first on its waiting list.
  const headers = await adminHeaders(page);
  const campusName = unique('Stage complet');
  const start = inDays(40);
  const created = await page.request.post('/api/campus', {
    headers,
    data: { name: campusName, description: 'Une seule place.', startDate: start, endDate: start, maxParticipants: 1, imageUrl: `${demoUrl}/favicon.svg` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campusId = ((await created.json()) as { id: number }).id;
  await page.context().clearCookies();
  const birthDate = `${Number(start.slice(0, 4)) - 9}-04-02`;
  const parent = { parentPhone: '+33 6 12 34 56 78', birthDate, campusId };
  const taken = await page.request.post('/api/campus-registrations', {
    data: { ...parent, childName: 'Nil', childSurname: `Ple ${tag}`, parentEmail: `autre.${tag}@example.com` },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  const joined = await page.request.post('/api/campus-waitlist', {
    data: { ...parent, childName: 'Hugo', childSurname: `Martin ${tag}`, parentEmail: email, isClubMember: false },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/les-meves-inscripcions');
  await page.getByRole('banner').getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/les-meves-inscripcions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeVisible();
  await expect(page).toHaveTitle('Mes inscriptions · CB Llívia');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mes inscriptions' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyez-moi le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si cette adresse a des inscriptions ou des commandes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await linkMailedTo(email);
  expect(link.startsWith('/fr/les-meves-inscripcions#entrar=')).toBe(true);
  await page.goto(link);
  await expect(page.getByText(`Connexion avec l’adresse ${email}.`)).toBeVisible();
  const registrations = page.getByRole('region', { name: 'Inscriptions au club et à l’école' });
  await expect(registrations).toContainText(player);
  await expect(page.getByRole('region', { name: 'Stages' })).toContainText('Aucune inscription à un stage');
  const waitlist = page.getByRole('region', { name: 'Liste d’attente' });
  await expect(waitlist.getByRole('heading', { name: campusName })).toBeVisible();
  await expect(waitlist).toContainText(`Hugo Martin ${tag}`);
  await expect(waitlist).toContainText('Place dans la liste\u00a0: 1');
  await expect(page.getByText(`Nil Ple ${tag}`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: path.join(shots, 'family-records-fr-phone.png'), fullPage: true });

  // Leaving the waiting list from the page: asked first, then said, and the entry no longer waits.
  await waitlist.getByRole('button', { name: `Quitter la liste d’attente de ${campusName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Quitter la liste d’attente\u00a0?' });
  await expect(confirm).toContainText(`Hugo Martin ${tag} ne sera plus sur la liste d’attente de ${campusName}.`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Oui, quitter la liste' }).click();
  await expect(page.getByText('Vous avez quitté la liste d’attente.')).toBeVisible();
  await expect(waitlist).toContainText('N’est plus sur la liste');
  await expect(waitlist.getByRole('button', { name: /Quitter la liste/ })).toHaveCount(0);

  // Leaving: the page forgets the records and says so in French.
  await page.getByRole('button', { name: 'Quitter', exact: true }).click();
  await expect(page.getByText('Vous avez quitté votre page.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  expect((await page.request.get('/api/family/records')).status()).toBe(401);
  // The link works once: opened again it says so, above the form, and leaves the address bar too.
  // On the Catalan page (the remembered choice of French is forgotten): its message is the server's own.
  await page.context().clearCookies();
  await page.goto(link.replace('/fr/', '/'));
  await expect(page.getByText('Aquest enllaç no és vàlid o ja s’ha fet servir.')).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
  await expect(page.getByLabel('Correu electrònic')).toBeVisible();
  await page.request.delete(`/api/campus/${campusId}`, { headers: await adminHeaders(page) });
});
