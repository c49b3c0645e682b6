/**
 * The campus waiting list in the browser (issue 14 item 1): a full campus's card offers the list, the family joins
 * and sees its position; a freed place becomes an offer e-mailed as a link (read from the demo server's outbox),
 * which opens /llista-espera to accept it or decline it; the admin sees the list, moves and removes entries.
 * Each test makes its own one-place campus and unique families, so parallel tests do not see each other's data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { demoUrl, loginByApi, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Where the demo server (scripts/e2e-server.mjs) writes its mails without SMTP. */
const outbox = path.resolve('.tmp', `e2e-demo-${port}`, 'outbox');
const shots = process.env.SHOTS_DIR;

const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
const startDate = `${new Date().getFullYear() + 1}-08-10`;
const slug = () => Math.random().toString(36).slice(2, 8);

async function adminHeaders(page: Page) {
  await loginByApi(page);
  const session = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
  return { origin: demoUrl, 'x-csrf-token': session.csrfToken };
}

/** A one-place campus (free unless `price`), made full by one sign-up; returns its id, name and the sign-up's id. */
async function fullCampus(page: Page, headers: Record<string, string>, price = '') {
  const name = unique('Campus llista');
  const created = await page.request.post('/api/campus', {
    headers,
    data: {
      name,
      description: 'Una sola plaça.',
      startDate,
      endDate: startDate,
      maxParticipants: 1,
      priceClubMember: price,
      priceNonMember: price,
      imageUrl: `${demoUrl}/favicon.svg`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const signUp = price
    ? undefined
    : await page.request.post('/api/campus-registrations', {
        data: { campusId: id, childName: 'Nil', childSurname: `Primer ${slug()}`, birthDate: yearsBefore(startDate, 9), parentEmail: `primer.${slug()}@example.com`, parentPhone: '600111222' },
      });
  if (signUp) expect(signUp.status(), await signUp.text()).toBe(201);
  const registrationId = signUp ? ((await signUp.json()) as { id: number }).id : undefined;
  return { id, name, registrationId };
}

/**
 * A family on the list through the API, its address confirmed with the mailed link (issue 22 finding 1; the browser's
 * own join and confirmation are tested once, from the card).
 */
async function joinByApi(page: Page, campusId: number, childName: string, locale: 'ca' | 'es' | 'fr' = 'ca') {
  const email = `${childName.toLowerCase()}.${slug()}@example.com`;
  const res = await page.request.post('/api/campus-waitlist', {
    data: { campusId, childName, childSurname: `Espera ${slug()}`, birthDate: yearsBefore(startDate, 10), parentEmail: email, parentPhone: '600 222 333', locale },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await mailedLink(email, 'confirmar')).split('#confirmar=')[1]!;
  const confirmed = await page.request.post('/api/campus-waitlist/confirm-address', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email, ...((await res.json()) as { id: number; position: number }) };
}

/** The mail's text, quoted-printable undone (long lines are folded with "=" and "=" itself is written "=3D"). */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The path of the newest link of `kind` (oferta, rebutjar, sortir, confirmar) mailed to `email`, waiting for the mail worker. */
async function mailedLink(email: string, kind: 'oferta' | 'rebutjar' | 'sortir' | 'confirmar'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox).sort().reverse();
        for (const file of files) {
          const text = decodeMail(readFileSync(path.join(outbox, file), 'utf8'));
          if (!text.toLowerCase().includes(`to: ${email}`)) continue;
          const match = new RegExp(`https?://[^\\s/]+(/(?:es/|fr/)?llista-espera#${kind}=[^\\s]+)`).exec(text);
          if (match) {
            found = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The child's and the parent's fields, the same in the sign-up and the waiting list. */
async function fillFamily(dialog: Locator, child: { name: string; surname: string; years: number; email: string; phone: string }) {
  await dialog.getByLabel('Nom de l’infant').fill(child.name);
  await dialog.getByLabel('Cognoms de l’infant').fill(child.surname);
  await dialog.getByLabel('Data de naixement').fill(yearsBefore(startDate, child.years));
  await dialog.getByLabel('Correu electrònic del pare, mare o tutor/a').fill(child.email);
  await dialog.getByLabel('Telèfon del pare, mare o tutor/a').fill(child.phone);
}

/** With SHOTS_DIR set: the screen on a phone and a laptop, `target` scrolled into view. */
async function shot(page: Page, name: string, target?: Locator) {
  if (!shots) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await target?.scrollIntoViewIfNeeded();
    await lookAt(page, { path: path.join(shots, `${name}-${label}.png`) });
  }
}

test('a full campus: join the list from the card (position 1), a freed place is offered by mail, the link accepts it', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  const email = `familia.${slug()}@example.com`;
  try {
    await page.goto('/campus');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: campus.name, exact: true }) });
    await expect(card.getByText('Complet', { exact: true })).toBeVisible();
    await shot(page, 'campus-card-full', card);
    await card.getByRole('button', { name: `Apunta'm a la llista d'espera: ${campus.name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Llista d’espera: ${campus.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nom de l’infant')).toBeFocused();
    await fillFamily(dialog, { name: 'Aina', surname: `Espera ${slug()}`, years: 8, email, phone: '600 123 456' });
    // A sibling can be added (name, surname, birth date) and taken away again.
    await dialog.getByRole('button', { name: 'Afegir un germà o una germana' }).click();
    await expect(dialog.getByRole('heading', { name: 'Germà o germana 1' })).toBeVisible();
    await expect(dialog.getByLabel('Nom de l’infant')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'waitlist-dialog');
    // An empty sibling is refused under its fields; removed, the entry goes through.
    await dialog.getByRole('button', { name: "Apunta'm a la llista d'espera" }).click();
    await expect(dialog.getByText('Aquest camp és obligatori.').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Treure el germà o la germana 1' }).click();
    await expect(dialog.getByLabel('Nom de l’infant')).toHaveCount(1);
    await dialog.getByRole('button', { name: "Apunta'm a la llista d'espera" }).click();
    await expect(dialog.getByText('Sou a la llista d’espera: posició 1.')).toBeVisible();
    await expect(dialog.getByText(/Us hem enviat un correu amb un enllaç per confirmar la sol·licitud/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Tancar' }).first().click();

    // The mailed link confirms the address with one click (issue 22 finding 1): only then can the place be offered.
    await page.goto(await mailedLink(email, 'confirmar'));
    await expect(page.getByRole('heading', { name: 'Confirmeu la vostra sol·licitud' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'waitlist-confirm');
    await page.getByRole('button', { name: 'Confirmo la sol·licitud' }).click();
    await expect(page.getByRole('heading', { name: 'Sol·licitud confirmada' })).toBeFocused();
    await expect(page.getByText('Sou a la llista d’espera, posició 1. Si s’allibera una plaça, rebreu l’oferta per correu.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'waitlist-confirmed');

    // The place frees (the admin deletes the sign-up): the first in line gets an offer by mail.
    const removed = await page.request.delete(`/api/campus-registrations/${campus.registrationId}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
    const link = await mailedLink(email, 'oferta');
    // Opened from the mail as a new page (the same page's address with another fragment would not load again).
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Teniu una plaça!' })).toBeVisible();
    // The token leaves the address bar at once (not kept in history).
    await expect.poll(() => new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
    const offer = page.getByRole('region', { name: 'Teniu una plaça!' });
    await expect(offer.getByText(campus.name)).toBeVisible();
    await expect(offer.getByText('Aina')).toBeVisible();
    await expect(offer.getByText('Gratuït')).toBeVisible();
    await expect(offer.getByText('Termini per acceptar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'offer-page');
    await page.getByRole('button', { name: 'Accepto la plaça' }).click();
    await expect(page.getByRole('heading', { name: 'Inscripció feta!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inscripció feta!' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // The place is taken again: the sign-up was made.
    const list = (await (await page.request.get('/api/campus')).json()) as { id: number; placesLeft: number }[];
    expect(list.find((c) => c.id === campus.id)?.placesLeft).toBe(0);
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test('the last place goes while the family types: its sign-up becomes a waiting-list entry with the same details', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    // The campus still has its one place when the family opens the sign-up…
    await page.request.delete(`/api/campus-registrations/${campus.registrationId}`, { headers });
    await page.goto('/campus');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: campus.name, exact: true }) });
    await card.getByRole('button', { name: `Inscriure's: ${campus.name}` }).click();
    const signUp = page.getByRole('dialog', { name: `Inscripció: ${campus.name}` });
    const surname = `Tard ${slug()}`;
    await fillFamily(signUp, { name: 'Jan', surname, years: 11, email: `jan.${slug()}@example.com`, phone: '600 444 555' });
    // …and another family takes it meanwhile.
    const other = await page.request.post('/api/campus-registrations', {
      data: { campusId: campus.id, childName: 'Ona', childSurname: `Abans ${slug()}`, birthDate: yearsBefore(startDate, 9), parentEmail: `ona.${slug()}@example.com`, parentPhone: '600111222' },
    });
    expect(other.status()).toBe(201);
    await signUp.getByRole('button', { name: 'Confirmar la inscripció' }).click();
    const waitlist = page.getByRole('dialog', { name: `Llista d’espera: ${campus.name}` });
    await expect(waitlist).toBeVisible();
    await expect(waitlist.getByLabel('Cognoms de l’infant')).toHaveValue(surname);
    await waitlist.getByRole('button', { name: "Apunta'm a la llista d'espera" }).click();
    await expect(waitlist.getByText('Sou a la llista d’espera: posició 1.')).toBeVisible();
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test('a place frees while the family fills the waiting list: it is told to sign up, in the sign-up with its details', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    await page.goto('/campus');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: campus.name, exact: true }) });
    await card.getByRole('button', { name: `Apunta'm a la llista d'espera: ${campus.name}` }).click();
    const waitlist = page.getByRole('dialog', { name: `Llista d’espera: ${campus.name}` });
    const surname = `Lliure ${slug()}`;
    await fillFamily(waitlist, { name: 'Gal·la', surname, years: 12, email: `galla.${slug()}@example.com`, phone: '600 666 777' });
    // Nobody waits, so the freed place stays free.
    await page.request.delete(`/api/campus-registrations/${campus.registrationId}`, { headers });
    await waitlist.getByRole('button', { name: "Apunta'm a la llista d'espera" }).click();
    await expect(page.getByText('S’ha alliberat una plaça: feu la inscripció directament.', { exact: true })).toBeVisible();
    const signUp = page.getByRole('dialog', { name: `Inscripció: ${campus.name}` });
    await expect(signUp.getByLabel('Cognoms de l’infant')).toHaveValue(surname);
    await signUp.getByRole('button', { name: 'Confirmar la inscripció' }).click();
    await expect(page.getByText('Inscripció completada!', { exact: true })).toBeVisible();
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test('a paid offer in French: the link opens the French page, the test card pays the total, the sign-up is made', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    const family = await joinByApi(page, campus.id, 'Lou', 'fr');
    // The campus becomes paid before the place frees: the offer is priced now, by the server.
    const edited = await page.request.put(`/api/campus/${campus.id}`, {
      headers,
      data: {
        name: campus.name,
        description: 'Una sola plaça.',
        startDate,
        endDate: startDate,
        maxParticipants: 1,
        priceClubMember: '25',
        priceNonMember: '30',
        imageUrl: `${demoUrl}/favicon.svg`,
      },
    });
    expect(edited.ok(), await edited.text()).toBe(true);
    await page.request.delete(`/api/campus-registrations/${campus.registrationId}`, { headers });
    const link = await mailedLink(family.email, 'oferta');
    expect(link.startsWith('/fr/llista-espera#oferta=')).toBe(true);
    await page.goto(link);
    const offer = page.getByRole('region', { name: 'Vous avez une place\u00a0!' });
    await expect(offer).toBeVisible();
    await expect(offer.getByText('30,00\u00a0€')).toBeVisible();
    await expect(offer.getByText('Date limite pour accepter')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'J’accepte la place' }).click();
    const pay = page.getByRole('region', { name: 'Paiement par carte' });
    await expect(pay.getByText(/Inscription de Lou Espera .*\u00a0: 30,00\u00a0€/)).toBeVisible();
    await pay.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await pay.getByLabel('Date d’expiration').fill('12/40');
    await pay.getByLabel('CVC').fill('123');
    await expectNoSeriousA11yViolations(page);
    await pay.getByRole('button', { name: 'Payer 30,00\u00a0€' }).click();
    await expect(page.getByRole('heading', { name: 'Inscription faite\u00a0!' })).toBeVisible();
    const regs = (await (await page.request.get('/api/campus-registrations')).json()) as { campusId: number; status: string; amountPaid: string }[];
    expect(regs.filter((r) => r.campusId === campus.id)).toMatchObject([{ status: 'paid', amountPaid: '30.00' }]);
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test('the e-mailed "No, gràcies" link opens on the question; confirmed, the place passes on', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    const first = await joinByApi(page, campus.id, 'Pol');
    const second = await joinByApi(page, campus.id, 'Martina');
    expect([first.position, second.position]).toEqual([1, 2]);
    await page.request.delete(`/api/campus-registrations/${campus.registrationId}`, { headers });
    const link = await mailedLink(first.email, 'rebutjar');
    await page.goto(link);
    const confirm = page.getByRole('button', { name: 'Sí, rebutjo la plaça' });
    await expect(confirm).toBeFocused();
    await expect(page.getByRole('region', { name: 'Rebutjar la plaça?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Gràcies per avisar-nos' })).toBeVisible();
    // The next family gets the offer.
    await mailedLink(second.email, 'oferta');
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test('the leave link asks once more, then takes the family off the list; no link explains the page; a payment return is said', async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    const family = await joinByApi(page, campus.id, 'Roc');
    await page.goto(await mailedLink(family.email, 'sortir'));
    await expect(page.getByRole('heading', { name: 'Sortir de la llista d’espera' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
    await page.getByRole('button', { name: 'Sortir de la llista d’espera' }).click();
    await expect(page.getByRole('button', { name: 'Sí, surto de la llista' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sí, surto de la llista' }).click();
    await expect(page.getByRole('heading', { name: 'Heu sortit de la llista d’espera' })).toBeVisible();

    await page.goto('/llista-espera');
    // The page's own links (the footer names the family page too, once it has rendered).
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Les meves inscripcions' })).toHaveAttribute('href', '/les-meves-inscripcions');
    await expect(main.getByRole('link', { name: 'Veure els campus' })).toHaveAttribute('href', '/campus');
    await expectNoSeriousA11yViolations(page);

    // Back from a card payment that needed a redirect, in another tab (no token kept): the webhook completes it.
    await page.goto('/llista-espera?payment_intent=pi_elsewhere&redirect_status=succeeded');
    await expect(page.getByRole('heading', { name: 'Pagament rebut' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).search, 'the payment leaves the address bar').toBe('');
    await page.goto('/llista-espera?payment_intent=pi_elsewhere&redirect_status=failed');
    await expect(page.getByRole('heading', { name: 'Error de pagament' })).toBeVisible();
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});

test("admin: the campus's list in order, move an entry up, send an offer by hand, remove one; the form's offer hours and cancel days", async ({ page }) => {
  const headers = await adminHeaders(page);
  const campus = await fullCampus(page, headers);
  try {
    const a = await joinByApi(page, campus.id, 'Abril');
    const b = await joinByApi(page, campus.id, 'Biel');
    await openAdminTab(page, 'campus', 'Campus');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: campus.name }) });
    await card.getByRole('button', { name: new RegExp(`^Llista d’espera( \\(2\\))? del campus ${campus.name}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Llista d’espera: ${campus.name}` });
    const entries = dialog.getByRole('list').first().locator(':scope > li');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('1.');
    await expect(entries.nth(0)).toContainText('Abril');
    await expect(entries.nth(0)).toContainText(a.email);
    await expect(entries.nth(1)).toContainText('Biel');
    await expect(entries.nth(0).getByText('En espera')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-waitlist');

    await dialog.getByRole('button', { name: /^Pujar Biel .* una posició$/ }).click();
    await expect(entries.nth(0)).toContainText('Biel');
    await expect(entries.nth(1)).toContainText('Abril');

    // No free place: the offer by hand is refused with the server's reason; the list stays.
    await dialog.getByRole('button', { name: /^Oferir plaça a Biel/ }).click();
    await expect(page.getByText('Error enviant l’oferta', { exact: true })).toBeVisible();
    await expect(page.getByText('No hi ha prou places lliures per fer aquesta oferta.', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: /^Treure Abril .* de la llista d’espera$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(entries.filter({ hasText: 'En espera' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'En espera' })).toContainText(b.email);
    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', { name: `Llista d’espera (1) del campus ${campus.name}` })).toBeVisible();

    // The campus form holds the offer's hours and the cancellation's days (stored defaults 48 and 7).
    await card.getByRole('button', { name: `Editar el campus ${campus.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Editar el campus' });
    await expect(form.getByLabel('Hores per acceptar una oferta')).toHaveValue('48');
    await expect(form.getByLabel('Dies abans de l’inici per anul·lar')).toHaveValue('7');
    await form.getByLabel('Hores per acceptar una oferta').fill('24');
    await form.getByLabel('Dies abans de l’inici per anul·lar').fill('3');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Desar els canvis' }).click();
    await expect(form).toBeHidden();
    const stored = (await (await page.request.get('/api/admin/campus?when=current')).json()) as { id: number; offerHours: number; cancelDays: number }[];
    expect(stored.find((c) => c.id === campus.id)).toMatchObject({ offerHours: 24, cancelDays: 3 });
  } finally {
    await page.request.delete(`/api/campus/${campus.id}`, { headers });
  }
});
