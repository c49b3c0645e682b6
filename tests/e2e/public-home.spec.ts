import { emptyUrl, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test.describe('home (/)', () => {
  test('shows the hero, the buttons and the four stat cards with the number of teams', async ({ page, request }) => {
    const teams = (await (await request.get('/api/teams')).json()) as unknown[];
    expect(teams.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Passió pel bàsquet a la Cerdanya', { exact: true })).toBeVisible();

    const card = (label: string) => page.getByTestId('stat-card').filter({ hasText: label });
    await expect(card('Equips Actius')).toContainText(String(teams.length));
    await expect(card("Anys d'Història")).toContainText('+30');
    await expect(card('Jugadors')).toContainText('120+');
    await expect(card('Pavelló')).toContainText('1');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });

  test("'Coneix els Equips' goes to /equips and 'Veure Partits' to /partits", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Coneix els Equips' }).click();
    await expect(page).toHaveURL('/equips');
    await expect(page.getByRole('heading', { name: 'Els Nostres Equips' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Veure Partits' }).click();
    await expect(page).toHaveURL('/partits');
    await expect(page.getByRole('heading', { name: 'Calendari i Resultats' })).toBeVisible();
  });

  test('shows the latest results from GET /api/matches/recent', async ({ page, request }) => {
    const recent = (await (await request.get('/api/matches/recent')).json()) as {
      homeTeam: string;
      homeScore: number;
      awayScore: number;
    }[];
    expect(recent.length).toBeGreaterThan(0);
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Últims resultats' });
    await expect(strip.getByRole('listitem')).toHaveCount(recent.length);
    const first = strip.getByRole('listitem').first();
    await expect(first).toContainText(recent[0]!.homeTeam);
    await expect(first).toContainText(String(recent[0]!.homeScore));
    await expect(first).toContainText(String(recent[0]!.awayScore));
  });

  test('with no data: 0 active teams and no results strip', async ({ page }) => {
    await page.goto(`${emptyUrl}/`);
    await expect(page.getByTestId('stat-card').filter({ hasText: 'Equips Actius' })).toContainText('0');
    await expect(page.getByText('Passió pel bàsquet a la Cerdanya', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Últims resultats' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('history (/historia)', () => {
  test('shows the timeline and the three values', async ({ page }) => {
    await page.goto('/historia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Els moments clau' }).getByRole('listitem');
    await expect(timeline).toHaveCount(5);
    const years = await timeline.locator('h3').allInnerTexts();
    expect(years.map((y) => y.slice(0, 4))).toEqual(['1990', '1992', '2005', '2015', '2024']);
    await expect(timeline.nth(0)).toContainText('Fundació');
    await expect(timeline.nth(1)).toContainText('categoria territorial');
    await expect(timeline.nth(2)).toContainText("campus d'estiu");
    await expect(timeline.nth(3)).toContainText('club veí');
    await expect(timeline.nth(4)).toContainText('10 equips');

    const values = page.getByRole('region', { name: 'Els Nostres Valors' });
    for (const name of ['Passió', 'Comunitat', 'Excel·lència']) {
      await expect(values.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test('public pages fit a 390 px wide phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  for (const path of ['/', '/historia', '/equips', '/partits', '/fotos', '/contacte']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});
