import { clubRegistration, loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Issue 12, Tests: "finding one family among 1,000 registrations by surname in the admin".
 *
 * The 1,000 registrations are real sign-ups: SPEC's public POST /api/club-registrations, exactly what the form sends,
 * four requests at a time. The server has no bulk import, and writing straight into the database is not possible here
 * (the demo server owns its in-process PGlite). Measured on this 2-core machine: about 12 ms a registration when it
 * is quiet (1,000 in ~12 s), 30-50 s when it is shared and another browser test runs beside; more requests at once
 * do not go faster (the database writes one at a time) and only make the other worker's pages wait. The test allows
 * 3 minutes and records the time as an annotation ('seeding'). The season's table then holds at least 1,000
 * registrations (other tests may add theirs), and the volunteer finds the one family by surname and by e-mail in one
 * search each, and opens its full record (DNI and IBAN whole there, masked in the row).
 */
const total = 1_000;
const parallel = 4;

test('Inscr. Club: one family found by surname among 1,000 registrations, its full record opened', async ({ page }) => {
  test.setTimeout(180_000);
  const surname = unique('Rigolisa').replace(' ', '');
  const family = `Arnau ${surname} Bonet`;
  const email = `${surname.toLowerCase()}@familia.example.net`;
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      // The family is somewhere in the middle, not the newest (which the table would show first anyway).
      const data =
        i === 400
          ? clubRegistration(family, { playerDni: '47110033F', guardianName: `Marta ${surname} Bonet`, guardianEmail: email, iban: 'ES76 2077 0024 0031 0257 5766' })
          : clubRegistration(`Jugador ${i} Cerdanya`, { guardianEmail: `familia${i}@example.com` });
      const res = await page.request.post('/api/club-registrations', { data });
      expect(res.status(), await res.text()).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  test.info().annotations.push({ type: 'seeding', description: `${total} registrations in ${Date.now() - started} ms` });

  await loginByApi(page);
  await page.goto('/admin?tab=inscr-club');
  const tab = page.getByRole('tabpanel', { name: 'Inscr. Club' });
  const note = tab.getByText(/ · \d+ inscripcions$/);
  await expect(note).toBeVisible();
  expect(Number((await note.textContent())!.match(/(\d+) inscripcions$/)![1])).toBeGreaterThanOrEqual(total);
  await expect(tab.getByText(/^Pàgina 1 de \d+$/)).toBeVisible();
  // One page of rows on screen, not the season's thousand.
  expect(await tab.getByRole('listitem').count()).toBe(25);

  const search = tab.getByRole('searchbox', { name: 'Cerca' });
  await search.fill(surname.toLowerCase());
  await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
  await expect(tab.getByRole('listitem')).toHaveCount(1);
  const row = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('•••• 033F')).toBeVisible();
  await expect(row.getByText('•••• 5766')).toBeVisible();
  await expect(row.getByText('47110033F')).toHaveCount(0);

  // The e-mail finds the same family.
  await search.fill(email);
  await expect(tab.getByText('1 resultat', { exact: true })).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Obre la fitxa de ${family}` }).click();
  const dialog = page.getByRole('dialog', { name: family });
  await expect(dialog.getByText('47110033F')).toBeVisible();
  await expect(dialog.getByText('ES76 2077 0024 0031 0257 5766')).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
