import type { Locator, Page } from '@playwright/test';
import { demoUrl, expectBadgeFollowsServer, loginByApi, unique, unsortedSurnames } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Comandes as a table (issue 12 item 4, decision 158), as a volunteer uses it. The orders are real purchases: the
 * shop's checkout (SPEC's POST /api/create-payment-intent), paid with the `test` provider's card form
 * (POST /api/payments/test/confirm) and reported as the browser does (POST /api/orders), on a product this test
 * creates, by customers with unique surnames and e-mails, so other tests on the shared demo server neither see nor
 * change them. In the back office the volunteer searches, filters by status, sorts, pages, moves orders through the
 * pick-up workflow, cancels and deletes one, and the tab's to-do badge (orders to prepare) follows. On a phone an
 * order fits the screen (its price in view, no sideways scrolling).
 */

const headers = { origin: demoUrl };

async function createProduct(page: Page): Promise<{ id: number; name: string }> {
  const name = unique('Gorra taula');
  const res = await page.request.post('/api/products', {
    headers,
    data: { name, description: 'Producte de proves', price: '12.50', category: 'Proves', requiresNumber: false, requiresName: true, requiresSizes: false, sizes: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as number, name };
}

/** A family buys two caps with a name printed and pays with the test card; answers the order's id. */
async function buy(page: Page, productId: number, customer: { name: string; email: string; phone: string }): Promise<number> {
  const intent = await page.request.post('/api/create-payment-intent', { data: { items: [{ productId, quantity: 2, customName: 'PUIG' }], customer } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await page.request.post('/api/payments/test/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const order = await page.request.post('/api/orders', { data: { paymentIntentId } });
  expect([200, 201], await order.text()).toContain(order.status());
  return (await order.json()).id as number;
}

const setStatus = async (page: Page, id: number, status: string) =>
  expect((await page.request.patch(`/api/orders/${id}`, { headers, data: { status } })).status()).toBe(200);

/** The customers of the orders on screen, in screen order ("Comanda núm. 12 · Família Mas-…" → "Família Mas-…"). */
const shownCustomers = async (tab: Locator) =>
  (await tab.getByTestId('admin-order').getByRole('heading', { level: 3 }).allTextContents()).map((h) => h.split(' · ')[1]);

test('Comandes: search by surname and e-mail, status filter, sort, pages, pick-up workflow, cancel, delete; the badge follows', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByApi(page);
  const tag = unique('t').split(' ')[1]!;
  const product = await createProduct(page);
  // 27 orders (a page holds 25), all paid; then, as the club would have done, one ready, one collected, one cancelled.
  const customers = unsortedSurnames.map((w, i) => ({ name: `Família ${w}-${tag}`, email: `client${i}-${tag}@exemple.cat`, phone: `611 000 ${String(100 + i)}` }));
  const ids: number[] = [];
  for (const customer of customers) ids.push(await buy(page, product.id, customer));
  await setStatus(page, ids[1]!, 'ready');
  await setStatus(page, ids[2]!, 'ready');
  await setStatus(page, ids[2]!, 'completed');
  await setStatus(page, ids[3]!, 'cancelled');

  await page.goto('/admin?tab=comandes');
  const tabButton = page.getByRole('tab', { name: 'Comandes', exact: true });
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  const tab = page.getByRole('tabpanel', { name: 'Comandes' });
  await expectBadgeFollowsServer(page, 'comandes');
  await expect(tabButton).toHaveAccessibleDescription(/^\d+ pendents? de tramitar$/);

  // Every order of this test (its tag is in each name and e-mail): newest first, 25 on page 1, the 2 oldest on page 2.
  const search = tab.getByRole('searchbox', { name: 'Cerca' });
  await search.fill(tag);
  await expect(tab.getByText('27 resultats', { exact: true })).toBeVisible();
  await expect(tab.getByText('27 comandes', { exact: true })).toBeVisible();
  await expect(tab.getByText('Pàgina 1 de 2')).toBeVisible();
  await expect.poll(() => shownCustomers(tab)).toEqual(customers.slice(2).reverse().map((c) => c.name));
  await expectNoSeriousA11yViolations(page);
  await tab.getByRole('button', { name: 'Pàgina següent' }).click();
  await expect(tab.getByText('Pàgina 2 de 2')).toBeVisible();
  await expect.poll(() => shownCustomers(tab)).toEqual([customers[1]!.name, customers[0]!.name]);
  await tab.getByRole('button', { name: 'Pàgina anterior' }).click();
  await expect(tab.getByText('Pàgina 1 de 2')).toBeVisible();

  // Sorts: oldest first, then by name (each back to page 1).
  const sort = tab.getByRole('combobox', { name: 'Ordre' });
  await sort.selectOption({ label: 'Més antigues' });
  await expect.poll(async () => (await shownCustomers(tab))[0]).toBe(customers[0]!.name);
  await sort.selectOption({ label: 'Per nom' });
  await expect.poll(async () => (await shownCustomers(tab))[0]).toBe(`Família Armengol-${tag}`);
  expect(await shownCustomers(tab)).toEqual(
    customers
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 25),
  );
  await sort.selectOption({ label: 'Més recents' });

  // Status filter: each step of the workflow narrows the rows to this test's orders in that step. Each status has
  // one name: the filter's choice reads as the cards' status badge (SPEC's 'Processant', 'Completada', 'Pendent').
  const status = tab.getByRole('combobox', { name: 'Estat' });
  await expect(status.getByRole('option')).toHaveText(['Totes', 'Processant', 'A punt per recollir', 'Completada', 'Cancel·lada', 'Pendent']);
  const filtered = async (label: string, expected: string[]) => {
    await status.selectOption({ label });
    await expect.poll(() => shownCustomers(tab)).toEqual(expected);
  };
  await status.selectOption({ label: 'Processant' });
  await expect(tab.getByText('24 resultats', { exact: true })).toBeVisible();
  await expect(tab.getByTestId('admin-order').getByText('Processant', { exact: true })).toHaveCount(24);
  await filtered('A punt per recollir', [customers[1]!.name]);
  await filtered('Completada', [customers[2]!.name]);
  await filtered('Cancel·lada', [customers[3]!.name]);
  await status.selectOption({ label: 'Pendent' });
  await expect(tab.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
  await status.selectOption({ label: 'Totes' });
  await expect(tab.getByText('27 resultats', { exact: true })).toBeVisible();

  // Search by surname, then by e-mail: exactly that order, shown whole (customer, lines, total, payment).
  const pujol = customers[3]!; // cancelled above
  await search.fill(`pujol-${tag}`);
  await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
  await expect.poll(() => shownCustomers(tab)).toEqual([pujol.name]);
  const font = customers[5]!;
  await search.fill(`client5-${tag}@`);
  await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
  await expect.poll(() => shownCustomers(tab)).toEqual([font.name]);
  const card = tab.getByTestId('admin-order');
  await expect(card.getByRole('heading', { name: `Comanda núm. ${ids[5]} · ${font.name}` })).toBeVisible();
  await expect(card.getByText(`${font.email} · ${font.phone}`)).toBeVisible();
  await expect(card.getByRole('table', { name: 'Productes' }).getByRole('cell', { name: product.name })).toBeVisible();
  await expect(card.getByText(/^Total: 25,00\s€$/)).toBeVisible();
  // Nothing like a DNI or IBAN in an order; of the card, only its last 4 digits were ever stored.
  await expect(card.getByText(/targeta acabada en 4242/)).toBeVisible();
  await expect(card.getByText(/4242 4242|4242424242/)).toHaveCount(0);
  await expect(card.getByRole('cell', { name: 'PUIG', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // On a phone the card fits the screen: the personalisation goes under the product, the price stays in view.
  const laptop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText('Nom PUIG', { exact: true })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'PUIG', exact: true })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const price = await card.getByRole('cell', { name: /^12,50\s€$/ }).boundingBox();
  expect(price!.x + price!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(laptop);

  // The pick-up workflow on a paid order: ready (the badge drops: one fewer to prepare), then collected: the button
  // names the status the order moves to, as its badge and the filter call it.
  await expect(card.getByText('Processant', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `A punt per recollir (comanda ${ids[5]})` }).click();
  await expect(card.getByText('A punt per recollir', { exact: true })).toBeVisible();
  await expectBadgeFollowsServer(page, 'comandes');
  await card.getByRole('button', { name: `Marcar com a completada (comanda ${ids[5]})` }).click();
  await expect(card.getByText('Completada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Marcar|^A punt|^Cancel/ })).toHaveCount(0);

  // Cancelling asks first (accessible dialog), then the order is cancelled and off the badge.
  const serra = customers[6]!;
  await search.fill(`serra-${tag}`);
  await expect.poll(() => shownCustomers(tab)).toEqual([serra.name]);
  await card.getByRole('button', { name: 'Cancel·lar la comanda' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel·lar la comanda?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel·lar la comanda' }).click();
  await expect(card.getByText('Cancel·lada', { exact: true })).toBeVisible();
  await expectBadgeFollowsServer(page, 'comandes');

  // Deleting an order still to prepare takes it off the list and off the badge.
  const coll = customers[7]!;
  await search.fill(`coll-${tag}`);
  await expect.poll(() => shownCustomers(tab)).toEqual([coll.name]);
  await card.getByRole('button', { name: `Eliminar la comanda ${ids[7]}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(tab.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
  await expectBadgeFollowsServer(page, 'comandes');
});
