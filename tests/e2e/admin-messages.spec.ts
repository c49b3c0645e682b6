import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { demoUrl, openAdminTab, unique } from './admin-helpers.ts';

test('Missatges: a real inbox; markup in a message is shown as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const surname = unique('Prova');
  const payload = '<img src=x onerror=alert(1)>';
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Maria', surname, email: 'maria@example.com', phone: '+34 600 000 000', subject: 'campus', message: `${payload}\nSegona línia` },
    headers: { origin: demoUrl },
  });
  expect(sent.status()).toBe(201);

  await openAdminTab(page, 'missatges', 'Missatges');
  await expect(page.getByRole('heading', { name: 'Missatges', level: 2 })).toBeVisible();
  await expect(page.getByText(/missatges? sense llegir/)).toBeVisible();
  const list = page.getByRole('list', { name: 'Missatges rebuts' });
  // Other tests running at the same time post many newer messages (one posts 32, more than a page): find ours by its
  // surname, as a volunteer would, then it is listed and marked unread.
  const search = page.getByRole('searchbox', { name: 'Cerca' });
  await search.fill(surname);
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible();
  const item = list.getByRole('listitem').filter({ hasText: `Maria ${surname}` });
  await expect(item).toContainText(`Maria ${surname}`);
  await expect(item).toContainText('No llegit');
  await expectNoSeriousA11yViolations(page);

  await item.getByRole('button').click();
  const body = page.getByTestId('message-body');
  await expect(body).toHaveText(`${payload}\nSegona línia`);
  expect(await body.locator('img').count()).toBe(0);
  await expect(page.getByRole('heading', { name: 'Campus', level: 3 })).toBeVisible();
  await expect(page.getByText('maria@example.com')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Respon per correu' })).toHaveAttribute('href', /^mailto:maria@example\.com\?subject=/);
  // Opening marks it read.
  await expect(item).not.toContainText('No llegit');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Marca com a no llegit' }).click();
  await expect(item).toContainText('No llegit');
  await page.getByRole('button', { name: 'Marca com a llegit' }).click();
  await expect(item).not.toContainText('No llegit');
  await page.reload();
  await search.fill(surname);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(item).not.toContainText('No llegit');

  await item.getByRole('button').click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Aquesta acció no es pot desfer.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Missatge eliminat', { exact: true })).toBeVisible();
  await expect(list.getByText(`Maria ${surname}`)).toHaveCount(0);

  expect(dialogs).toEqual([]);
});
