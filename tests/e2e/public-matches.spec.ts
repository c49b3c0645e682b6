import type { Page } from '@playwright/test';
import { emptyUrl, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

type Match = {
  id: number;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
};

/** What the tiles should read (SPEC §9), worked out here from the API's data. */
function expectedTiles(matches: Match[], team: string) {
  let wins = 0;
  let losses = 0;
  let played = 0;
  let points = 0;
  for (const m of matches) {
    if (m.status !== 'completed' || m.homeScore === null || m.awayScore === null) continue;
    const home = m.homeTeam.includes(team);
    const away = m.awayTeam.includes(team);
    if (home === away) continue;
    const ours = home ? m.homeScore : m.awayScore;
    const theirs = home ? m.awayScore : m.homeScore;
    played++;
    points += ours;
    if (ours > theirs) wins++;
    if (ours < theirs) losses++;
  }
  const ppm = (played ? points / played : 0).toFixed(1).replace('.', ',');
  return { wins: String(wins), losses: String(losses), ppm, played: String(played) };
}

async function tiles(page: Page) {
  const value = (label: string) =>
    page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
  const text = async (label: string) => ((await value(label)) ?? '').trim();
  return {
    wins: await text('Victòries'),
    losses: await text('Derrotes'),
    ppm: await text('Punts per partit'),
    played: await text('Partits jugats'),
  };
}

const teamFilter = (page: Page) => page.getByRole('combobox', { name: 'Equip', exact: true });
const upcoming = (page: Page) => page.getByRole('region', { name: 'Pròxims Partits' });
const results = (page: Page) => page.getByRole('region', { name: 'Resultats', exact: true });

test.describe('matches (/partits)', () => {
  test("shows upcoming and completed matches and the club's tiles ('Llívia') for all teams", async ({ page, request }) => {
    // The whole season's matches (the tiles count all of them; the page shows the first 12 of each list).
    const matches = (await (await request.get('/api/matches?list=all')).json()) as Match[];
    await page.goto('/partits');
    await expect(page.getByRole('heading', { name: 'Calendari i Resultats', level: 1 })).toBeVisible();
    await expect(teamFilter(page)).toHaveValue('');
    await expect(teamFilter(page).locator('option').first()).toHaveText('Tots els equips');

    const scheduled = matches.filter((m) => m.status === 'scheduled');
    const completed = matches.filter((m) => m.status === 'completed');
    // The first 12 of each (the rest on request: 'Mostra'n més'); the demo season fills both first pages.
    await expect(upcoming(page).getByRole('article')).toHaveCount(Math.min(12, scheduled.length));
    await expect(results(page).getByRole('article')).toHaveCount(Math.min(12, completed.length));

    // A result card: category, 'Finalitzat', both teams, the score, a Catalan date, time and venue.
    const first = results(page).getByRole('article').first();
    await expect(first).toContainText('Finalitzat');
    await expect(first).toContainText(/\d+ - \d+/);
    await expect(first).toContainText(/\d{1,2} (de |d’)\p{L}+ de \d{4}/u);
    await expect(first).toContainText(/\d{2}:\d{2}/);
    // An upcoming card: 'Programat' and 'VS' instead of a score.
    const next = upcoming(page).getByRole('article').first();
    await expect(next).toContainText('Programat');
    await expect(next).toContainText('VS');
    await expect(next).not.toContainText(/\d+ - \d+/);

    expect(await tiles(page)).toEqual(expectedTiles(matches, 'Llívia'));
    await expectNoSeriousA11yViolations(page);
  });

  // The calendar subscription that follows the filter: calendar-subscription.spec.ts (decision 172).
  test('the team filter changes the lists and the tiles', async ({ page, request }) => {
    // The whole season's matches (the tiles count all of them; the page shows the first 12 of each list).
    const matches = (await (await request.get('/api/matches?list=all')).json()) as Match[];
    const team = matches.find((m) => m.homeTeam.startsWith('CB Llívia'))!.homeTeam;
    const mine = matches.filter((m) => m.homeTeam.includes(team) || m.awayTeam.includes(team));

    await page.goto('/partits');
    const allTiles = await tiles(page);

    await teamFilter(page).selectOption(team);
    await expect(upcoming(page).getByRole('article')).toHaveCount(mine.filter((m) => m.status === 'scheduled').length);
    await expect(results(page).getByRole('article')).toHaveCount(mine.filter((m) => m.status === 'completed').length);
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(team);

    // The tiles follow the filter once the team's figures arrive ('–' meanwhile).
    await expect.poll(() => tiles(page)).toEqual(expectedTiles(matches, team));
    const teamTiles = await tiles(page);
    expect(teamTiles).not.toEqual(allTiles);

    await teamFilter(page).selectOption('');
    await expect(teamFilter(page)).toHaveValue('');
    await expect.poll(() => tiles(page)).toEqual(allTiles);
  });

  test('with no matches: both empty messages and zero tiles', async ({ page }) => {
    await page.goto(`${emptyUrl}/partits`);
    await expect(page.getByText('No hi ha partits programats properament.', { exact: true })).toBeVisible();
    await expect(page.getByText('No hi ha resultats disponibles encara.', { exact: true })).toBeVisible();
    expect(await tiles(page)).toEqual({ wins: '0', losses: '0', ppm: '0,0', played: '0' });
    await expect(teamFilter(page).locator('option')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
