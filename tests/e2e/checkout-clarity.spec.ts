import type { Locator, Page, Request } from '@playwright/test';
import { unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Issue 13 item 6 with the `test` payment provider: the checkout's contact fields say what is wrong under each field
 * and no payment is asked for while one is invalid (the network is watched); a valid checkout ends on a confirmation
 * with the order number and the pick-up details, which stays until the visitor goes back to the shop. The product
 * is the demo's ball (no sizes: no stock other tests count changes).
 */

const ball = 'Pilota oficial talla 7';

/** Every request that would start a payment (the shop's intent). */
function watchPaymentRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/create-payment-intent')) seen.push(r);
  });
  return seen;
}

async function addBall(page: Page) {
  await page.goto('/botiga');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: ball, exact: true }) });
  await card.getByRole('button', { name: `Afegir ${ball} a la cistella` }).click();
  await expect(page.getByText('Afegit a la cistella', { exact: true })).toBeVisible();
}

const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

async function expectFieldError(scope: Page | Locator, label: string, message: string | RegExp) {
  await expect(field(scope, label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(scope, label)).toHaveAccessibleDescription(message);
}

test('/checkout: inline errors and no payment request while invalid; then the confirmation with the order number and pick-up', async ({ page }) => {
  const requests = watchPaymentRequests(page);
  await addBall(page);
  await page.goto('/checkout');
  const pay = page.getByRole('button', { name: 'Pagar 29,95 €' });

  // Nothing typed: SPEC's toast, and each field says it is required.
  await pay.click();
  await expect(page.getByText('Dades incompletes', { exact: true })).toBeVisible();
  for (const label of ['Nom i cognoms', 'Correu electrònic', 'Telèfon']) await expectFieldError(page, label, 'Aquest camp és obligatori.');
  await expect(field(page, 'Nom i cognoms')).toBeFocused();

  // Typing a name clears its error at once; an implausible e-mail and a phone of 8 digits are named on paying.
  await field(page, 'Nom i cognoms').fill('Marta Puig');
  await expect(field(page, 'Nom i cognoms')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Correu electrònic').fill('marta@example');
  await expectFieldError(page, 'Correu electrònic', 'Correu electrònic invàlid.');
  await field(page, 'Telèfon').fill('600 123 12');
  await pay.click();
  await expectFieldError(page, 'Correu electrònic', 'Correu electrònic invàlid.');
  await expectFieldError(page, 'Telèfon', /^Telèfon invàlid/);
  await expect(field(page, 'Correu electrònic')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  expect(requests, 'no payment is asked for while a field is invalid').toHaveLength(0);

  // Fixed: the errors go as the fields are corrected, then the intent is created once and the card form shows.
  const email = `${unique('clar').replace(/\s/g, '-')}@example.com`;
  await field(page, 'Correu electrònic').fill(email);
  await expect(field(page, 'Correu electrònic')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Telèfon').fill('+33 6 12 34 56 78');
  await expect(field(page, 'Telèfon')).not.toHaveAttribute('aria-invalid', 'true');
  await pay.click();
  await expect(page.getByLabel('Número de targeta')).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON()).toMatchObject({ customer: { name: 'Marta Puig', email, phone: '+33 6 12 34 56 78' } });

  await page.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Caducitat').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pagar 29,95 €' }).click();
  const orderId = ((await (await reported).json()) as { id: number }).id;

  // SPEC's toast, and the confirmation: order number, total, where the mail went, where and when to pick it up.
  await expect(page.getByText('Pagament completat!', { exact: true })).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Comanda confirmada' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: 'Comanda confirmada' })).toBeFocused();
  await expect(confirmation).toContainText(`Comanda núm. ${orderId}`);
  await expect(confirmation).toContainText(/Total pagat: 29,95\s€/);
  await expect(confirmation).toContainText(`Us hem enviat la confirmació a ${email}.`);
  await expect(confirmation.getByRole('heading', { name: 'Recollida' })).toBeVisible();
  await expect(confirmation).toContainText('Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)');
  await expect(confirmation).toContainText('Us escriurem quan la comanda estigui a punt per recollir.');
  await expect(confirmation).toContainText('de dilluns a divendres, de 17.30 a 20.30 h');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // It stays after the toast has gone (5 s), on /checkout, until the visitor leaves it for the shop.
  await expect(page.getByText('Pagament completat!', { exact: true })).toBeHidden({ timeout: 8_000 });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await confirmation.getByRole('link', { name: 'Tornar a la botiga' }).click();
  await expect(page).toHaveURL(/\/botiga$/);
  await expect(page.getByRole('heading', { name: 'Botiga', level: 1 })).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('cart panel: the same inline errors without a request, and the confirmation in the panel until it is closed', async ({ page }) => {
  const requests = watchPaymentRequests(page);
  await addBall(page);
  await page.getByRole('button', { name: /^Obrir la cistella/ }).click();
  const panel = page.getByRole('dialog', { name: 'La teva cistella' });
  await field(panel, 'Nom i cognoms').fill('Pere Soler');
  await field(panel, 'Correu electrònic').fill('pere.soler@example.com');
  await field(panel, 'Telèfon').fill('12345');
  await panel.getByRole('button', { name: 'Continuar amb el pagament' }).click();
  await expectFieldError(panel, 'Telèfon', /^Telèfon invàlid/);
  await expect(field(panel, 'Telèfon')).toBeFocused();
  expect(requests).toHaveLength(0);

  await field(panel, 'Telèfon').fill('611 22 33 44');
  await panel.getByRole('button', { name: 'Continuar amb el pagament' }).click();
  await panel.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
  await panel.getByLabel('Caducitat').fill('12/39');
  await panel.getByLabel('CVC').fill('123');
  await panel.getByRole('button', { name: 'Pagar 29,95 €' }).click();
  const confirmation = panel.getByRole('region', { name: 'Comanda confirmada' });
  await expect(confirmation).toContainText(/Comanda núm\. \d+/);
  await expect(confirmation).toContainText('Pavelló Fòrum');
  await expectNoSeriousA11yViolations(page);
  expect(requests).toHaveLength(1);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Closed is left: the panel opens on the empty cart next time.
  await page.getByRole('button', { name: /^Obrir la cistella/ }).click();
  await expect(panel.getByText('Cistella buida')).toBeVisible();
});
