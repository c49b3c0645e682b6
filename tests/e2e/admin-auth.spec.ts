import { admin, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { demoUrl, loginByApi } from './admin-helpers.ts';

const tabLabels = [
  'Campus',
  'Partits',
  'Productes',
  'Comandes',
  'Inscr. Campus',
  'Inscr. Club',
  'Inscr. Escoles',
  'Equips',
  'Fotos',
  'Missatges',
];

test('login: SPEC texts, validation messages, wrong password, then success to /admin with the flag', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Administració del Club' })).toBeVisible();
  await expect(page.getByText('Accés restringit només per a membres del club')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(page.getByText("L'usuari és obligatori")).toBeVisible();
  await expect(page.getByText('La contrasenya és obligatòria')).toBeVisible();
  await expect(page.getByLabel('Usuari')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Usuari').fill(admin.username);
  await page.getByLabel('Contrasenya').fill('no-és-aquesta');
  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(page.getByText("Error d'accés", { exact: true })).toBeVisible();
  await expect(page.getByText('Usuari o contrasenya incorrectes.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');

  await page.getByLabel('Contrasenya').fill(admin.password);
  const sending = page.getByRole('button', { name: 'Accedint...' });
  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(sending.or(page.getByText('Accés concedit', { exact: true }))).toBeVisible();
  await expect(page.getByText('Accés concedit', { exact: true })).toBeVisible();
  await expect(page.getByText("Benvingut a l'administració del club.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin');
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBe('true');
  await expect(page.getByRole('tablist')).toBeVisible();
  // The ten tabs of SPEC, named exactly so (a to-do count beside a name is a hidden badge, read as the description).
  await expect(page.getByRole('tab')).toHaveCount(tabLabels.length);
  for (const [i, label] of tabLabels.entries()) await expect(page.getByRole('tab').nth(i)).toHaveAccessibleName(label);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'cbl_admin');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});

test('a network failure shows the generic error toast', async ({ browser }) => {
  // Its own context: the failed request is logged by the browser on purpose, so the console check stays off.
  const context = await browser.newContext({ baseURL: demoUrl, locale: 'ca-ES' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Usuari').fill(admin.username);
  await page.getByLabel('Contrasenya').fill(admin.password);
  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Hi ha hagut un problema. Proveu-ho més tard.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
  await context.close();
});

test('/admin without a session goes to /admin/login, even with the flag set', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('adminAuthenticated', 'true'));
  await page.goto('/admin?tab=partits');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { name: 'Administració del Club' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
});

test('the open tab lives in the URL: click, reload and back', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "Panell d'Administració" })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Campus', exact: true })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Partits' }).click();
  await expect(page).toHaveURL('/admin?tab=partits');
  await expect(page.getByRole('heading', { name: 'Partits', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Equips' }).click();
  await expect(page).toHaveURL('/admin?tab=equips');
  await expect(page.getByRole('heading', { name: 'Equips', level: 2 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Equips' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Equips', level: 2 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/admin?tab=partits');
  await expect(page.getByRole('tab', { name: 'Partits' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/admin?tab=missatges');
  await expect(page.getByRole('tab', { name: 'Missatges' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/admin?tab=no-existeix');
  await expect(page.getByRole('tab', { name: 'Campus', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('logout destroys the session, removes the flag and returns to the login', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Usuari').fill(admin.username);
  await page.getByLabel('Contrasenya').fill(admin.password);
  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(page).toHaveURL('/admin');

  await page.getByRole('button', { name: 'Tancar Sessió' }).click();
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
  const res = await page.request.get('/api/admin/session');
  expect(res.status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
});

test('a 401 from an admin call sends the administrator back to the login', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/admin?tab=missatges');
  await expect(page.getByRole('heading', { name: 'Missatges', level: 2 })).toBeVisible();
  // The session ends elsewhere (expired, or logged out in another tab).
  await page.context().clearCookies();
  await page.getByRole('tab', { name: 'Partits' }).click();
  await page.getByRole('button', { name: 'Nou partit' }).click();
  await page.getByLabel('Equip local', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Equip visitant', { exact: true }).selectOption({ index: 2 });
  await page.getByLabel('Data').fill('2027-01-10');
  await page.getByLabel('Hora').fill('12:00');
  await page.getByLabel('Categoria').selectOption('Cadet Femení');
  await page.getByRole('dialog').getByRole('button', { name: 'Nou partit' }).click();
  await expect(page).toHaveURL('/admin/login');
});

test('the public home page does not download admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /admin|tab-|shared-image-picker/i.test(new URL(u).pathname))).toEqual([]);
});
