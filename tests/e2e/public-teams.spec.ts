import { emptyUrl, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

type Team = {
  name: string;
  category: string;
  division: string;
  playerCount: number;
  coach: string;
  league: string;
  players: string;
  externalUrl: string | null;
};

test.describe('teams (/equips)', () => {
  test('shows six skeleton cards while the list loads, then the cards', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the real response back for a moment to see the loading state.
    await page.route('**/api/teams', async (route) => {
      await gate;
      await route.continue();
    });
    // A page load of /equips brings the list inside its HTML; the list is fetched when arriving from another page.
    await page.goto('/historia');
    await page.getByRole('link', { name: 'Equips', exact: true }).first().click();
    await expect(page.getByTestId('team-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('team-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a page load shows the cards at once, from the data in the HTML, without fetching the list', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) fetched.push(r.url());
    });
    await page.goto('/equips');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('team-skeleton')).toHaveCount(0);
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
    expect(fetched).toEqual([]);
  });

  test('lists every team with image, name, category, description, player count and the hint', async ({ page, request }) => {
    const teams = (await (await request.get('/api/teams')).json()) as Team[];
    await page.goto('/equips');
    await expect(page.getByRole('heading', { name: 'Els Nostres Equips', level: 1 })).toBeVisible();
    await expect(page.getByText('Coneix tots els equips que formen part del nostre club', { exact: true })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(teams.length);
    await expect(page.getByText('Fes clic per veure més detalls')).toHaveCount(teams.length);

    const femeni = teams.find((t) => t.division.includes('Femení') && t.playerCount !== 1)!;
    const masculi = teams.find((t) => !t.division.includes('Femení') && t.playerCount !== 1)!;
    const femeniCard = cards.filter({ has: page.getByRole('heading', { name: femeni.name, exact: true }) });
    await expect(femeniCard).toContainText(`${femeni.playerCount} jugadores`);
    await expect(femeniCard).toContainText(femeni.category);
    const masculiCard = cards.filter({ has: page.getByRole('heading', { name: masculi.name, exact: true }) });
    await expect(masculiCard).toContainText(`${masculi.playerCount} jugadors`);

    // Images carry their size; those below the fold load lazily.
    const images = page.locator('article img');
    await expect(images.first()).toHaveAttribute('width', /\d+/);
    await expect(images.first()).toHaveAttribute('height', /\d+/);
    await expect(images.last()).toHaveAttribute('loading', 'lazy');

    // Category badges are coloured by category: different categories, different colours.
    const badgeClass = async (category: string) =>
      page.locator('article span', { hasText: new RegExp(`^${category}$`) }).first().getAttribute('class');
    expect(await badgeClass('SÈNIOR')).not.toEqual(await badgeClass('CADET'));
    await expectNoSeriousA11yViolations(page);
  });

  test('a card opens the detail dialog with coach, league, players and the official link; Escape closes it', async ({ page, request }) => {
    const teams = (await (await request.get('/api/teams')).json()) as Team[];
    const team = teams.find((t) => t.externalUrl && t.coach && t.league && t.players)!;
    const players = team.players.split('\n').filter((p) => p.trim());

    await page.goto('/equips');
    const opener = page.getByRole('button', { name: team.name, exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: "Informació detallada de l'equip" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: team.name })).toBeVisible();
    await expect(dialog.getByRole('img', { name: team.name })).toBeVisible();
    await expect(dialog).toContainText(team.category);
    await expect(dialog).toContainText('Entrenador');
    await expect(dialog).toContainText(team.coach);
    await expect(dialog).toContainText('Lliga');
    await expect(dialog).toContainText(team.league);

    const roster = dialog.getByRole('region', { name: /Jugador/ });
    await expect(roster.getByRole('listitem')).toHaveCount(players.length);
    await expect(roster.getByRole('listitem').first()).toHaveText(players[0]!.trim());
    const scroll = await roster.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, max: getComputedStyle(el).maxHeight }));
    expect(scroll.overflow).toBe('auto');
    expect(scroll.max).not.toBe('none');

    const link = dialog.getByRole('link', { name: /Veure fitxa oficial/ });
    await expect(link).toHaveAttribute('href', team.externalUrl!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the dialog opens from the keyboard and hides what the team does not have', async ({ page, request }) => {
    const teams = (await (await request.get('/api/teams')).json()) as Team[];
    const team = teams.find((t) => !t.externalUrl)!;
    await page.goto('/equips');
    const opener = page.getByRole('button', { name: team.name, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Informació detallada de l'equip" });
    await expect(dialog.getByRole('heading', { name: team.name })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Veure fitxa oficial/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Tancar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('with no teams: the empty message', async ({ page }) => {
    await page.goto(`${emptyUrl}/equips`);
    await expect(page.getByText('No hi ha equips disponibles actualment.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
