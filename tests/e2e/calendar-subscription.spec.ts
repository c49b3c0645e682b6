import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** "Afegeix al calendari" on /partits: a subscription by team id, or for the club (issue 13 item 5, decision 172). */

type Team = { id: number; name: string };
type Match = { homeTeam: string; awayTeam: string };

const teamFilter = (page: Page) => page.getByRole('combobox', { name: 'Equip', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Afegeix al calendari' });
const openCalendar = (page: Page) => page.getByRole('button', { name: 'Afegeix al calendari' }).click();

test.describe('calendar subscription (/partits)', () => {
  test("the club's feed with no team, the chosen team's by id: webcal link, Google, copy with feedback; axe", async ({
    page,
    request,
    baseURL,
  }) => {
    const teams = (await (await request.get('/api/teams')).json()) as Team[];
    const matches = (await (await request.get('/api/matches?list=all')).json()) as Match[];
    const team = teams.find((t) => matches.some((m) => m.homeTeam === t.name || m.awayTeam === t.name))!;
    const origin = new URL(baseURL!).origin;
    const webcalOrigin = origin.replace(/^https?:/, 'webcal:');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

    await page.goto('/partits');
    // The filter lists the club's own teams, never the opponents.
    await expect(teamFilter(page).locator('option')).toHaveText(['Tots els equips', ...teams.map((t) => t.name)]);

    // All teams: the whole club's feed.
    await openCalendar(page);
    await expect(dialog(page)).toContainText('Tots els partits dels equips del club');
    await expect(dialog(page).getByRole('link', { name: "Subscriu-t'hi" })).toHaveAttribute('href', `${webcalOrigin}/api/calendar/club.ics`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Afegeix al calendari' })).toBeFocused();

    // One team: its feed by id, and the choice in the URL.
    await teamFilter(page).selectOption(team.name);
    await expect(page).toHaveURL(new RegExp(`equip=${encodeURIComponent(team.name).replace(/%20/g, '(%20|\\+)')}`));
    await openCalendar(page);
    const feedUrl = `${origin}/api/calendar/teams/${team.id}.ics`;
    await expect(dialog(page)).toContainText(`Els partits de ${team.name}`);
    await expect(dialog(page).getByRole('link', { name: "Subscriu-t'hi" })).toHaveAttribute('href', `${webcalOrigin}/api/calendar/teams/${team.id}.ics`);
    await expect(dialog(page).getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`${webcalOrigin}/api/calendar/teams/${team.id}.ics`)}`,
    );
    await expect(dialog(page).getByRole('textbox', { name: 'Enllaç de subscripció' })).toHaveValue(feedUrl);
    await expectNoSeriousA11yViolations(page);

    await dialog(page).getByRole('button', { name: "Copia l'enllaç" }).click();
    await expect(page.getByText('Enllaç copiat', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

    // What a calendar app gets from that address: the team's matches.
    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = (await feed.text())
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries.length).toBeGreaterThan(0);
    for (const s of summaries) expect(s).toContain(team.name);

    // A reload (or a shared link) keeps the team and its subscription.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(teamFilter(page)).toHaveValue(team.name);
    await openCalendar(page);
    await expect(dialog(page).getByRole('link', { name: "Subscriu-t'hi" })).toHaveAttribute('href', `${webcalOrigin}/api/calendar/teams/${team.id}.ics`);
  });
});
