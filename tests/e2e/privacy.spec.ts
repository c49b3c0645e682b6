import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/** The privacy notice (issue 13 item 3, decision 171): reached from the footer, readable on a phone. */
test.describe('privacy notice (/privacitat)', () => {
  test('the footer link opens the notice: controller, rights, APDCAT, and axe passes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacitat' }).click();
    await expect(page).toHaveURL('/privacitat');
    await expect(page).toHaveTitle('Política de privacitat · CB Llívia');
    await expect(page.getByRole('heading', { name: 'Política de privacitat', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Darrera actualització: \d{1,2} d/)).toBeVisible();

    const controller = page.getByRole('region', { name: 'Qui és el responsable de les vostres dades' });
    await expect(controller).toContainText('Club Bàsquet Llívia');
    await expect(controller).toContainText('Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)');
    await expect(controller.getByRole('link', { name: 'info@cbllivia.cat' }).first()).toHaveAttribute('href', 'mailto:info@cbllivia.cat');

    const rights = page.getByRole('region', { name: 'Els vostres drets' });
    for (const right of ['Accés', 'Rectificació', 'Supressió', 'Oposició', 'Limitació del tractament', 'Portabilitat', 'Retirada del consentiment']) {
      await expect(rights.getByRole('term').filter({ hasText: new RegExp(`^${right}$`) })).toBeVisible();
    }
    await expect(rights.getByRole('heading', { name: 'Com exercir-los', level: 3 })).toBeVisible();

    const authority = page.getByRole('region', { name: 'On podeu reclamar' });
    await expect(authority.getByRole('term').filter({ hasText: 'Autoritat Catalana de Protecció de Dades (APDCAT)' })).toBeVisible();
    await expect(authority.getByRole('link', { name: 'apdcat.gencat.cat' })).toHaveAttribute('href', 'https://apdcat.gencat.cat');
    await expect(authority.getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute('href', 'https://www.aepd.es');

    // The table of contents jumps to its section.
    await page.getByRole('navigation', { name: 'En aquesta pàgina' }).getByRole('link', { name: 'Els vostres drets' }).click();
    await expect(page).toHaveURL('/privacitat#drets');
    await expect(rights.getByRole('heading', { name: 'Els vostres drets', level: 2 })).toBeInViewport();

    await expectNoSeriousA11yViolations(page);
  });

  test('a direct visit works, and the page fits a phone and a laptop (screenshots)', async ({ browser, baseURL }) => {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['laptop', { width: 1366, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ viewport, baseURL, locale: 'ca-ES' });
      const page = await context.newPage();
      const res = await page.goto('/privacitat');
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Galetes i emmagatzematge del navegador', level: 2 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await lookAt(page, { path: `test-results/privacy/${name}-top.png` });
      await lookAt(page, { path: `test-results/privacy/${name}-full.png`, fullPage: true });
      await context.close();
    }
  });
});
