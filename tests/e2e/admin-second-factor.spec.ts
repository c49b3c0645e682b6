import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, lookAt, newAdmin, test, totpCode } from './fixtures.ts';

/**
 * Two-factor sign-in in the browser (issue 15 item 3, decision 190): an admin who has not enrolled yet signs in with
 * the password, sees only "El meu compte", enrols by typing the code of the key shown (computed here with the same
 * TOTP settings as an app), saves the recovery codes and gets the tabs; then signs out and in with a code, asks to be
 * remembered, and later signs in with a recovery code from another browser. Runs once per server start (the
 * account stays enrolled).
 */
const shots = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  await page.setViewportSize(phone);
  await lookAt(page, { path: `${shots}/2fa-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(laptop);
  await lookAt(page, { path: `${shots}/2fa-${name}-laptop.png`, fullPage: true });
}

async function typePassword(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Usuari').fill(newAdmin.username);
  await page.getByLabel('Contrasenya').fill(newAdmin.password);
  await page.getByRole('button', { name: 'Accedir' }).click();
}

test('an admin enrols from "El meu compte", then signs in with a code, a remembered browser and a recovery code', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(laptop);

  // 1. The password alone opens only the account, with one sentence saying why.
  await typePassword(page);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'El meu compte' })).toBeVisible();
  await expect(page.getByText(/El vostre rol \(Administració\) protegeix dades personals/)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const areas = page.getByRole('navigation', { name: 'Usuaris i compte' });
  await expect(areas.getByRole('link')).toHaveText(['El meu compte']);
  await expect(page.getByTestId('second-factor-status')).toHaveText('No activada');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'must-enrol');

  // 2. Enrol: the QR code and the key; a wrong code first, then the app's.
  await page.getByRole('button', { name: 'Activa la verificació en dos passos' }).click();
  await expect(page.getByRole('img', { name: /Codi QR/ })).toBeVisible();
  const secret = ((await page.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'enrol');
  await page.getByLabel('Codi de verificació').fill('000000');
  await page.getByRole('button', { name: 'Activa', exact: true }).click();
  await expect(page.getByText(/El codi no és correcte o ja s’ha fet servir/)).toBeVisible();
  await page.getByLabel('Codi de verificació').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Activa', exact: true }).click();

  // 3. The ten recovery codes, once; "Les he desat" opens the tabs.
  const list = page.getByRole('list', { name: 'Els vostres codis de recuperació' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(page.getByRole('heading', { name: 'Codis de recuperació' })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarrega’ls (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('codis-recuperacio-cb-llivia.txt');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'recovery-codes');
  await page.getByRole('button', { name: 'Les he desat' }).click();
  await expect(page.getByRole('tab', { name: 'Partits', exact: true })).toBeVisible();
  await expect(areas.getByRole('link')).toHaveText(['Usuaris', 'Registre', 'El meu compte']);

  // 4. Signed out and in again: the code step (the next 30-second step: the current one turned it on).
  await page.getByRole('button', { name: 'Tancar Sessió' }).click();
  await expect(page).toHaveURL('/admin/login');
  await typePassword(page);
  await expect(page.getByRole('heading', { name: 'Verificació en dos passos' })).toBeVisible();
  const codeField = page.getByLabel('Codi de verificació');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'code-step');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText("El codi de verificació no és correcte o ja s'ha fet servir.")).toBeVisible();
  await codeField.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByLabel('Recorda aquest navegador 30 dies').check();
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('tab', { name: 'Partits', exact: true })).toBeVisible();

  // 5. This browser is remembered: the password is enough.
  await page.getByRole('button', { name: 'Tancar Sessió' }).click();
  await typePassword(page);
  await expect(page.getByRole('tab', { name: 'Partits', exact: true })).toBeVisible();

  // 6. Another browser, without the phone: a recovery code, once.
  const other = await browser.newContext({ baseURL, locale: 'ca-ES' });
  const second = await other.newPage();
  await typePassword(second);
  await second.getByRole('button', { name: 'Fes servir un codi de recuperació' }).click();
  await expect(second.getByLabel('Codi de recuperació')).toBeFocused();
  await second.getByLabel('Codi de recuperació').fill(codes[0]!.toUpperCase());
  await second.getByRole('button', { name: 'Verifica' }).click();
  await expect(second.getByRole('tab', { name: 'Partits', exact: true })).toBeVisible();
  await other.close();

  // The account shows what is left.
  await page.goto('/admin?area=compte');
  await expect(page.getByTestId('second-factor-status')).toHaveText('Activada');
  await expect(page.getByText('Us queden 9 codis de recuperació.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renova els codis de recuperació' })).toBeVisible();
  // An admin cannot turn it off.
  await expect(page.getByRole('heading', { name: 'Desactiva la verificació en dos passos' })).toHaveCount(0);
  await shoot(page, 'account-on');
});
