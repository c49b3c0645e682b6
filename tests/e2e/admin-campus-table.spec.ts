import type { Locator, Page } from '@playwright/test';
import { demoUrl, expectBadgeFollowsServer, loginByApi, unique, unsortedSurnames } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Inscr. Campus as a table (issue 12 item 4, decision 158), as a volunteer uses it: families sign up through SPEC's
 * public POST /api/campus-registrations on campuses this test creates (unique names, surnames and e-mails, so other
 * tests on the shared demo server neither see nor change them); in the back office the volunteer searches by
 * surname and by e-mail, filters by campus, sorts, pages, marks a sign-up processed, deletes one, and the tab's
 * to-do badge follows.
 */

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const startDate = addDays(60);
const birthDate = `${Number(startDate.slice(0, 4)) - 9}${startDate.slice(4)}`;
const headers = { origin: demoUrl };

async function createCampus(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/api/campus', {
    headers,
    data: { name, description: 'Campus de proves de la taula.', startDate, endDate: addDays(64), maxParticipants: 60, imageUrl: `${demoUrl}/favicon.svg` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** A family signs up for a free campus (SPEC's public endpoint, no session needed). */
async function signUp(page: Page, campusId: number, childSurname: string, parentEmail: string) {
  const res = await page.request.post('/api/campus-registrations', {
    data: { campusId, childName: 'Jana', childSurname, birthDate, parentEmail, parentPhone: '600 111 222', isClubMember: false },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The sign-ups shown on the page, by the child's full name, in screen order. */
const shownNames = (tab: Locator) => tab.getByRole('listitem').getByRole('heading', { level: 4 }).allTextContents();

test('Inscr. Campus: search by surname and e-mail, campus filter, sort, pages, processed mark, delete; the badge follows', async ({ page }) => {
  test.setTimeout(90_000);
  await loginByApi(page);
  const tag = unique('t').split(' ')[1]!;
  const big = unique('Campus Taula Gran');
  const small = unique('Campus Taula Petit');
  const empty = unique('Campus Taula Buit');
  const ids = [await createCampus(page, big), await createCampus(page, small), await createCampus(page, empty)];
  try {
    // 26 sign-ups in one campus (a page holds 25), one in another, none in the third.
    const surnames = unsortedSurnames.slice(0, 26).map((w) => `${w}-${tag}`);
    for (const [i, surname] of surnames.entries()) await signUp(page, ids[0]!, surname, `familia${i}-${tag}@exemple.cat`);
    const other = `Forn-${tag}`;
    await signUp(page, ids[1]!, other, `altra-${tag}@exemple.cat`);

    await page.goto('/admin?tab=inscr-campus');
    const tab = page.getByRole('tabpanel', { name: 'Inscr. Campus' });
    await expect(page.getByRole('tab', { name: 'Inscr. Campus', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tab.getByRole('heading', { name: 'Inscripcions als campus' })).toBeVisible();
    await expectBadgeFollowsServer(page, 'inscr-campus');
    await expect(page.getByRole('tab', { name: 'Inscr. Campus', exact: true })).toHaveAccessibleDescription(/^\d+ pendents de tramitar$/);
    await expectNoSeriousA11yViolations(page);

    // Filter by campus: only that campus's sign-ups, newest first, 25 on the first page and the last on the second.
    const campusFilter = tab.getByRole('combobox', { name: 'Campus', exact: true });
    await campusFilter.selectOption({ label: big });
    await expect(tab.getByText('26 inscripcions', { exact: true })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 3 })).toHaveText([big]);
    await expect(tab.getByText('Pàgina 1 de 2')).toBeVisible();
    expect(await shownNames(tab)).toEqual(surnames.slice(1).reverse().map((s) => `Jana ${s}`));
    await tab.getByRole('button', { name: 'Pàgina següent' }).click();
    await expect(tab.getByText('Pàgina 2 de 2')).toBeVisible();
    await expect.poll(() => shownNames(tab)).toEqual([`Jana ${surnames[0]}`]);
    await expect(tab.getByRole('button', { name: 'Pàgina següent' })).toBeDisabled();

    // Sorts: oldest first, then by surname; each goes back to page 1.
    const sort = tab.getByRole('combobox', { name: 'Ordre' });
    await sort.selectOption({ label: 'Més antigues' });
    await expect(tab.getByText('Pàgina 1 de 2')).toBeVisible();
    await expect.poll(async () => (await shownNames(tab))[0]).toBe(`Jana ${surnames[0]}`);
    await sort.selectOption({ label: 'Per nom' });
    await expect.poll(async () => (await shownNames(tab))[0]).toBe(`Jana Armengol-${tag}`);
    expect(await shownNames(tab)).toEqual(
      [...surnames]
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 25)
        .map((s) => `Jana ${s}`),
    );

    // Another campus, and one without sign-ups: the filter says nothing matches (not that there are none at all).
    await campusFilter.selectOption({ label: small });
    await expect.poll(() => shownNames(tab)).toEqual([`Jana ${other}`]);
    await expect(tab.getByRole('heading', { level: 3 })).toHaveText([small]);
    await campusFilter.selectOption({ label: empty });
    await expect(tab.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
    await campusFilter.selectOption({ label: 'Tots els campus' });

    // Search by surname, then by e-mail: exactly that family, with every stored field of the sign-up in its row.
    const search = tab.getByRole('searchbox', { name: 'Cerca' });
    const family = `Jana Pujol-${tag}`;
    await search.fill(`pujol-${tag}`);
    await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
    await expect.poll(() => shownNames(tab)).toEqual([family]);
    const row = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
    for (const text of [`familia3-${tag}@exemple.cat`, '600 111 222', 'Gratuït', 'Confirmada', 'Pendent']) {
      await expect(row.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(row.getByText(/^Inscrit el /)).toBeVisible();
    await search.fill(`familia4-${tag}@`);
    await expect.poll(() => shownNames(tab)).toEqual([`Jana Ribas-${tag}`]);
    await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
    await search.fill(`familia3-${tag}@exemple`);
    await expect.poll(() => shownNames(tab)).toEqual([family]);
    // A sign-up has no DNI or IBAN: nothing of the kind is on the row to mask.
    await expect(row.getByText(/DNI|IBAN/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The processed mark: who and when; the badge drops with it; "Pendents" no longer lists it, "Fetes" does.
    await row.getByRole('button', { name: 'Marca com a feta' }).click();
    await expect(row.getByText(/^Feta per admin el \d/)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Torna-la a pendent' })).toBeVisible();
    await expectBadgeFollowsServer(page, 'inscr-campus');
    const processed = tab.getByRole('combobox', { name: 'Tramitació' });
    await processed.selectOption({ label: 'Pendents' });
    await expect(tab.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
    await processed.selectOption({ label: 'Fetes' });
    await expect.poll(() => shownNames(tab)).toEqual([family]);
    await processed.selectOption({ label: 'Totes' });

    // Deleting a sign-up still to do takes it off the badge too.
    await search.fill(`ribas-${tag}`);
    const ribas = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Jana Ribas-${tag}` }) });
    await expect(ribas.getByText('Pendent', { exact: true })).toBeVisible();
    await ribas.getByRole('button', { name: `Eliminar la inscripció de Jana Ribas-${tag}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(tab.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
    await expectBadgeFollowsServer(page, 'inscr-campus');

    // Deleting a campus (Campus tab) takes its sign-ups still to do off the Inscr. Campus badge.
    await page.getByRole('tab', { name: 'Campus', exact: true }).click();
    await page.getByRole('button', { name: `Eliminar el campus ${small}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('button', { name: `Eliminar el campus ${small}` })).toHaveCount(0);
    await expectBadgeFollowsServer(page, 'inscr-campus');
  } finally {
    for (const id of ids) await page.request.delete(`/api/campus/${id}`, { headers });
  }
});
