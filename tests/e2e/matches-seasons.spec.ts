import type { Page } from '@playwright/test';
import { demoUrl, loginByApi, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** Matches through time (issue 12 item 2): the season selector, 'Mostra'n més', the admin's pending results. */

const seasonSelect = (page: Page) => page.getByRole('combobox', { name: 'Temporada', exact: true });
const upcoming = (page: Page) => page.getByRole('region', { name: 'Pròxims Partits' });
const results = (page: Page) => page.getByRole('region', { name: 'Resultats', exact: true });

const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Saves a match through the API (as the admin), then its result when given. */
async function saveMatch(page: Page, match: { homeTeam: string; awayTeam: string; matchDate: string }, score?: [number, number]) {
  const headers = { origin: demoUrl };
  const body = { ...match, matchTime: '18:00', venue: 'Pavelló Fòrum', category: 'Sènior Masculí' };
  const res = await page.request.post('/api/matches', { data: body, headers });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  if (score) {
    const done = await page.request.patch(`/api/matches/${id}`, {
      data: { status: 'completed', homeScore: score[0], awayScore: score[1] },
      headers,
    });
    expect(done.status()).toBe(200);
  }
  return id;
}

test('the season selector changes the lists and survives a reload', async ({ page }) => {
  await page.goto('/partits');
  const select = seasonSelect(page);
  await expect(select.locator('option:checked')).toHaveText(/\(actual\)$/);
  const currentCards = await upcoming(page).getByRole('article').count();
  expect(currentCards).toBeGreaterThan(0);

  const labels = await select.locator('option').allTextContents();
  // The season before the current one (the list is newest first; other tests may add seasons in the future).
  const older = labels[labels.findIndex((l) => l.endsWith('(actual)')) + 1]!;
  expect(older).toMatch(/^\d{4}\/\d{4}$/);
  await select.selectOption({ label: older });
  await expect(page).toHaveURL(new RegExp(`[?&]temporada=${older.replace('/', '-')}`));
  await expect(page.getByText('No hi ha partits programats properament.', { exact: true })).toBeVisible();
  await expect(upcoming(page).getByRole('article')).toHaveCount(0);

  await page.reload();
  await expect(seasonSelect(page).locator('option:checked')).toHaveText(older);
  await expect(page.getByText('No hi ha partits programats properament.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back to the current season: its URL has no season in it again.
  await seasonSelect(page).selectOption({ label: labels.find((l) => l.endsWith('(actual)'))! });
  await expect(page).not.toHaveURL(/temporada=/);
  await expect(upcoming(page).getByRole('article')).toHaveCount(currentCards);
});

test("'Mostra'n més' loads older results, newest first, until the season's last", async ({ page }) => {
  await loginByApi(page);
  // A season of its own, far in the future, so no other test sees these matches.
  const year = 2040 + Math.floor(Math.random() * 50);
  // Team names of their own: the other tests' team filters and calendar feeds do not count them.
  const home = unique('CB Arxiu Local');
  const rival = unique('CB Arxiu');
  for (let i = 0; i < 15; i++) {
    await saveMatch(page, { homeTeam: home, awayTeam: rival, matchDate: `${year}-10-${String(i + 1).padStart(2, '0')}` }, [70 + i, 60]);
  }
  await page.goto(`/partits?temporada=${year}-${year + 1}`);
  await expect(seasonSelect(page).locator('option:checked')).toHaveText(`${year}/${year + 1}`);
  await expect(results(page).getByRole('article')).toHaveCount(12);
  await expect(page.getByText('Es mostren 12 de 15 resultats')).toBeVisible();
  await expect(results(page).getByRole('article').first()).toContainText(`15 d’octubre de ${year}`);

  await page.getByRole('button', { name: "Mostra'n més" }).click();
  await expect(results(page).getByRole('article')).toHaveCount(15);
  await expect(page.getByText('Es mostren 15 de 15 resultats')).toBeVisible();
  await expect(page.getByRole('button', { name: "Mostra'n més" })).toHaveCount(0);
  await expect(results(page).getByRole('article').last()).toContainText(`1 d’octubre de ${year}`);
  // The tiles count the whole season, not the loaded page (here, for the home team of these matches).
  await page.goto(`/partits?temporada=${year}-${year + 1}&equip=${encodeURIComponent(home)}`);
  const played = page.getByRole('term').filter({ hasText: /^Partits jugats$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(played).toHaveText('15');
  await expect(results(page).getByRole('article')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
});

test("admin: a past 'Programat' match is flagged 'Pendent de resultat' on top; both scores offer 'Finalitzat'", async ({ page }) => {
  await loginByApi(page);
  const rival = unique('CB Oblidat');
  await saveMatch(page, { homeTeam: 'CB Llívia Cadet Femení', awayTeam: rival, matchDate: addDays(madridToday(), -3) });

  await openAdminTab(page, 'partits', 'Partits');
  await expect(page.getByLabel('Temporada', { exact: true }).locator('option:checked')).toHaveText(/\(actual\)$/);
  const list = page.getByRole('region', { name: 'Partits', exact: true });
  const row = list.getByRole('listitem').filter({ hasText: rival });
  await expect(row).toContainText('Pendent de resultat');
  await expect(list.getByRole('listitem').first()).toContainText('Pendent de resultat');
  await expect(page.getByText(/ja jugats? que encara està/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar partit' });
  await edit.getByLabel('Punts equip local').fill('66');
  await expect(edit.getByRole('button', { name: 'Marca’l com a Finalitzat' })).toHaveCount(0);
  await edit.getByLabel('Punts equip visitant').fill('58');
  const mark = edit.getByRole('button', { name: 'Marca’l com a Finalitzat' });
  await expect(edit.getByText('Has posat el resultat però el partit encara està Programat.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Saving now does not leave it 'Programat' silently: the offer takes the focus instead.
  await edit.getByRole('button', { name: 'Desar els canvis' }).click();
  await expect(mark).toBeFocused();
  await expect(edit).toBeVisible();

  await mark.click();
  await expect(edit.getByLabel('Estat', { exact: true })).toHaveValue('completed');
  await edit.getByRole('button', { name: 'Desar els canvis' }).click();
  await expect(page.getByText('Partit actualitzat', { exact: true })).toBeVisible();
  await expect(row).toContainText('Finalitzat');
  await expect(row).toContainText('66 – 58');
  await expect(row).not.toContainText('Pendent de resultat');

  // The team filter narrows the season's list.
  await page.getByLabel('Equip', { exact: true }).selectOption('CB Llívia Cadet Femení');
  await expect(row).toBeVisible();
  for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText('CB Llívia Cadet Femení');
});

test("'Pròxims Partits' shows the next 12 and the rest of the season on request", async ({ page }) => {
  await loginByApi(page);
  // A season of its own, far in the future: every match in it is upcoming.
  const year = 2140 + Math.floor(Math.random() * 50);
  const home = unique('CB Calendari Local');
  const rival = unique('CB Calendari');
  for (let i = 0; i < 15; i++) {
    await saveMatch(page, { homeTeam: home, awayTeam: rival, matchDate: `${year}-11-${String(i + 1).padStart(2, '0')}` });
  }
  await page.goto(`/partits?temporada=${year}-${year + 1}`);
  await expect(upcoming(page).getByRole('article')).toHaveCount(12);
  await expect(upcoming(page).getByText('Es mostren 12 de 15 partits programats')).toBeVisible();
  // Soonest first.
  await expect(upcoming(page).getByRole('article').first()).toContainText(`1 de novembre de ${year}`);
  await upcoming(page).getByRole('button', { name: "Mostra'n més" }).click();
  await expect(upcoming(page).getByRole('article')).toHaveCount(15);
  await expect(upcoming(page).getByRole('button', { name: "Mostra'n més" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
