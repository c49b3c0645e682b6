import type { Page } from '@playwright/test';
import { demoUrl, loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Stripe's redirect return to /botiga (decision 173, "Later"). The `test` provider never redirects, so these tests
 * do what Stripe does around the redirect: the buyer starts the payment in the shop, the payment is confirmed
 * outside the page (the provider's confirm call, as the bank's page would), and the browser comes back to
 * /botiga?payment_intent=…&payment_intent_client_secret=…&redirect_status=…, Stripe's return address. The ids
 * are real test-provider intents, so the server checks them with the provider as it would a Stripe one.
 */

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const returnUrl = (intent: { paymentIntentId: string; clientSecret: string }, status: string) =>
  `/botiga?payment_intent=${intent.paymentIntentId}&payment_intent_client_secret=${intent.clientSecret}&redirect_status=${status}`;

/** A product only this test buys (made through the admin API), then the session is dropped: the buyer is a visitor. */
async function createProduct(page: Page, price: string): Promise<{ id: number; name: string }> {
  await loginByApi(page);
  const name = unique('Motxilla retorn');
  const res = await page.request.post('/api/products', {
    headers: { origin: demoUrl },
    data: { name, description: 'Producte de proves', price, category: 'Proves', requiresNumber: false, requiresName: false, requiresSizes: false, sizes: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.context().clearCookies();
  return { id: (await res.json()).id as number, name };
}

/** The checkout as SPEC's POST /api/create-payment-intent starts it, not yet paid. */
async function startCheckout(page: Page, productId: number, email: string) {
  const res = await page.request.post('/api/create-payment-intent', {
    data: { items: [{ productId, quantity: 2 }], customer: { name: 'Jordi Casals', email, phone: '600 111 222' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { paymentIntentId: string; clientSecret: string };
}

async function confirmOutsideThePage(page: Page, clientSecret: string) {
  const paid = await page.request.post('/api/payments/test/confirm', { data: { clientSecret, ...card } });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function ordersFor(page: Page, email: string) {
  await loginByApi(page);
  const res = await page.request.get('/api/orders');
  await page.context().clearCookies();
  return ((await res.json()) as { id: number; customerEmail: string; status: string; totalAmount: string }[]).filter((o) => o.customerEmail === email);
}

/** Counts the browser's reports of a payment (POST /api/orders) from now on. */
function watchOrderReports(page: Page): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') n += 1;
  });
  return { count: () => n };
}

const confirmation = (page: Page) => page.getByRole('region', { name: 'Comanda confirmada' });

test('back from a redirect with a paid intent: the order is made, its confirmation stays, the address is cleaned, a reload repeats nothing', async ({ page }) => {
  const product = await createProduct(page, '9.50');
  const email = `${unique('retorn').replace(/\s/g, '-')}@example.com`;
  await page.goto('/botiga');
  await page.getByRole('button', { name: `Afegir ${product.name} a la cistella` }).click();
  await page.getByRole('button', { name: /^Obrir la cistella/ }).click();
  const panel = page.getByRole('dialog', { name: 'La teva cistella' });
  await panel.getByLabel('Nom i cognoms').fill('Jordi Casals');
  await panel.getByLabel('Correu electrònic').fill(email);
  await panel.getByLabel('Telèfon').fill('600 111 222');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
  await panel.getByRole('button', { name: 'Continuar amb el pagament' }).click();
  const intent = (await (await started).json()) as { paymentIntentId: string; clientSecret: string };
  await expect(panel.getByLabel('Número de targeta')).toBeVisible();

  // The bank's page confirms the payment; Stripe sends the browser back to the shop.
  await confirmOutsideThePage(page, intent.clientSecret);
  const reports = watchOrderReports(page);
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.goto(returnUrl(intent, 'succeeded'));
  const order = (await (await reported).json()) as { id: number };

  const shown = confirmation(page);
  await expect(shown).toBeVisible();
  await expect(shown.getByText(`Comanda núm. ${order.id}`, { exact: true })).toBeVisible();
  await expect(shown.getByText('Total pagat: 9,50 €', { exact: true })).toBeVisible();
  await expect(shown.getByText(`Us hem enviat la confirmació a ${email}.`, { exact: true })).toBeVisible();
  await expect(shown.getByRole('heading', { name: 'Recollida' })).toBeVisible();
  await expect(shown.getByRole('heading', { name: 'Comanda confirmada' })).toBeFocused();
  await expect(page.getByText('Pagament completat!', { exact: true })).toBeVisible();
  // The address no longer carries the payment, the cart is empty, and the server made exactly this order.
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, 'the payment leaves the address bar').toBe('/botiga');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await page.evaluate(() => [sessionStorage.getItem('cartItems'), sessionStorage.getItem('shopPendingCustomer')])).toEqual([null, null]);
  expect(await ordersFor(page, email)).toEqual([expect.objectContaining({ id: order.id, status: 'paid', totalAmount: '9.50' })]);
  await expectNoSeriousA11yViolations(page);

  // It stays until the visitor goes back to the shop.
  await page.waitForTimeout(6000);
  await expect(shown).toBeVisible();
  await shown.getByRole('link', { name: 'Tornar a la botiga' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('button', { name: `Afegir ${product.name} a la cistella` })).toBeVisible();

  // A reload is the plain shop: no second report, no second confirmation.
  await page.reload();
  await expect(page.getByRole('button', { name: `Afegir ${product.name} a la cistella` })).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  expect(reports.count()).toBe(1);
  expect(await ordersFor(page, email)).toHaveLength(1);
});

test('back on another device (no details in this tab): the confirmation with the number and total, without the e-mail line', async ({ page }) => {
  const product = await createProduct(page, '4.25');
  const email = `${unique('altre').replace(/\s/g, '-')}@example.com`;
  const intent = await startCheckout(page, product.id, email);
  await confirmOutsideThePage(page, intent.clientSecret);
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.goto(returnUrl(intent, 'succeeded'));
  const order = (await (await reported).json()) as { id: number };
  const shown = confirmation(page);
  await expect(shown.getByText(`Comanda núm. ${order.id}`, { exact: true })).toBeVisible();
  await expect(shown.getByText('Total pagat: 8,50 €', { exact: true })).toBeVisible();
  await expect(shown.getByText(/Us hem enviat la confirmació/)).toHaveCount(0);
  expect(await ordersFor(page, email)).toEqual([expect.objectContaining({ id: order.id, status: 'paid' })]);
});

test('a failed redirect gets SPEC’s payment error; a forged "succeeded" for an unpaid intent is refused by the server', async ({ page }) => {
  const product = await createProduct(page, '3.00');
  const email = `${unique('fallit').replace(/\s/g, '-')}@example.com`;
  const intent = await startCheckout(page, product.id, email);
  const reports = watchOrderReports(page);

  await page.goto(returnUrl(intent, 'failed'));
  await expect(page.getByText('Error de pagament', { exact: true })).toBeVisible();
  await expect(page.getByText('Error processant el pagament', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Afegir ${product.name} a la cistella` })).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).search, 'the payment leaves the address bar').toBe('');
  expect(reports.count()).toBe(0);

  // Someone types redirect_status=succeeded for an intent nobody paid: the provider says no, no order, no confirmation.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.goto(returnUrl(intent, 'succeeded'));
  expect((await refused).status()).toBe(402);
  await expect(page.getByText('Error creant la comanda', { exact: true })).toBeVisible();
  await expect(page.getByText('El pagament no s’ha completat: no s’ha creat cap comanda.', { exact: true })).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).search, 'the payment leaves the address bar').toBe('');
  expect(await ordersFor(page, email)).toEqual([]);
});
