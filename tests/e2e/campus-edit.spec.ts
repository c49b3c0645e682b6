import type { Page } from '@playwright/test';
import { demoUrl, loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** Issue 12 item 5 (decision 157): editing a campus, and ended campuses under 'Passats'. */

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** Logged in through the API; the headers a back-office write needs. */
async function adminHeaders(page: Page) {
  await loginByApi(page);
  const session = await (await page.request.get('/api/admin/session')).json();
  return { origin: demoUrl, 'x-csrf-token': session.csrfToken as string };
}

async function createCampus(page: Page, headers: Record<string, string>, values: Record<string, unknown>) {
  const res = await page.request.post('/api/campus', {
    headers,
    data: { description: 'Campus de proves.', imageUrl: `${demoUrl}/favicon.svg`, ...values },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

async function signUp(page: Page, campusId: number, startDate: string, childName: string) {
  const res = await page.request.post('/api/campus-registrations', {
    data: { campusId, childName, childSurname: 'Edició', birthDate: yearsBefore(startDate, 9), parentEmail: 'f@example.com', parentPhone: '600111222' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the admin edits a campus’s schedule, location and places; the public card shows them', async ({ page }) => {
  const headers = await adminHeaders(page);
  const name = unique('Campus editable');
  const startDate = addDays(40);
  const id = await createCampus(page, headers, { name, startDate, endDate: addDays(43), maxParticipants: 10 });
  try {
    await signUp(page, id, startDate, 'Pol');
    await signUp(page, id, startDate, 'Jana');
    await page.goto('/admin?tab=campus');
    await expect(page.getByRole('button', { name: 'Actuals' })).toHaveAttribute('aria-pressed', 'true');
    const card = cardOf(page, name);
    await expect(card.getByText('Horari: Horari a confirmar')).toBeVisible();
    await card.getByRole('button', { name: `Editar el campus ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Editar el campus' });
    await expect(dialog.getByLabel('Nom', { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Places (màxim de participants)')).toHaveValue('10');
    await expect(dialog.getByLabel('Horari')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Horari').fill('De 9 a 13 h, amb dinar opcional');
    await dialog.getByLabel('Lloc').fill('Pavelló de Llívia');
    // Fewer places than the two sign-ups: refused, said under the field, nothing saved.
    await dialog.getByLabel('Places (màxim de participants)').fill('1');
    await dialog.getByRole('button', { name: 'Desar els canvis' }).click();
    const refusal = 'Aquest campus ja té 2 places ocupades (inscripcions i pagaments en curs): el màxim de participants no pot ser inferior a 2.';
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(dialog.getByLabel('Places (màxim de participants)')).toBeFocused();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Places (màxim de participants)').fill('6');
    await dialog.getByRole('button', { name: 'Desar els canvis' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Horari: De 9 a 13 h, amb dinar opcional')).toBeVisible();
    await expect(card.getByText('Lloc: Pavelló de Llívia')).toBeVisible();
    await expect(card.getByText('2 inscrits · 4 de 6 places lliures')).toBeVisible();

    await page.goto('/campus');
    const publicCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(publicCard.getByText('De 9 a 13 h, amb dinar opcional', { exact: true })).toBeVisible();
    await expect(publicCard.getByText('Pavelló de Llívia', { exact: true })).toBeVisible();
    await expect(publicCard.getByText('Horari a confirmar')).toHaveCount(0);
    await expect(publicCard.getByText('4 places lliures', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.delete(`/api/campus/${id}`, { headers });
  }
});

test('an ended campus leaves /campus and shows under Passats with its registrations', async ({ page }) => {
  const headers = await adminHeaders(page);
  const name = unique('Campus acabat');
  const startDate = addDays(30);
  const id = await createCampus(page, headers, { name, startDate, endDate: addDays(31) });
  try {
    await signUp(page, id, startDate, 'Queralt');
    // The club moves its dates into the past (as if it had happened): it ends by itself.
    const moved = await page.request.put(`/api/campus/${id}`, {
      headers,
      data: { name, description: 'Campus de proves.', startDate: addDays(-12), endDate: addDays(-10), imageUrl: `${demoUrl}/favicon.svg` },
    });
    expect(moved.status(), await moved.text()).toBe(204);
    const publicList = (await (await page.request.get('/api/campus')).json()) as { id: number }[];
    expect(publicList.some((c) => c.id === id)).toBe(false);

    await page.goto('/admin?tab=campus');
    await expect(page.getByRole('heading', { name: 'Campus', level: 2 })).toBeVisible();
    await expect(cardOf(page, 'Campus d’Estiu')).toBeVisible();
    await expect(cardOf(page, name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Passats' }).click();
    await expect(page.getByRole('button', { name: 'Passats' })).toHaveAttribute('aria-pressed', 'true');
    const card = cardOf(page, name);
    await expect(card.getByText('Finalitzat', { exact: true })).toBeVisible();
    await expect(card.getByText(/^1 inscrit · /)).toBeVisible();
    await expect(cardOf(page, 'Campus d’Estiu')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: `Veure les inscripcions del campus ${name}` }).click();
    const regs = page.getByRole('dialog', { name: `Inscripcions: ${name}` });
    await expect(regs.getByText(/Queralt Edició/)).toBeVisible();
  } finally {
    await page.request.delete(`/api/campus/${id}`, { headers });
  }
});
