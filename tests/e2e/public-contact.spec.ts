import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** A form control by its accessible name (the label without the required mark). */
const control = (page: Page, name: string) =>
  page.getByRole(name === 'Assumpte' ? 'combobox' : 'textbox', { name, exact: true });

test.describe('contact (/contacte)', () => {
  test('shows the contact details and the map card', async ({ page }) => {
    await page.goto('/contacte');
    await expect(page.getByRole('heading', { name: 'Contacte', level: 1 })).toBeVisible();
    const info = page.getByRole('region', { name: 'Informació de contacte' });
    for (const label of ['Adreça', 'Telèfon', 'Correu electrònic', 'Web', 'Pavelló']) {
      await expect(info.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(info).toContainText('Pavelló Fòrum');
    await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(info.getByRole('link', { name: /^\+34/ })).toHaveAttribute('href', /^tel:/);

    const map = page.getByRole('region', { name: 'On som' });
    const osm = map.getByRole('link', { name: /OpenStreetMap/ });
    await expect(osm).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(osm).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone the form and its validation code load only as the visitor scrolls towards it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacte');
    await expect(page.getByRole('region', { name: 'Informació de contacte' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('contact-form'))).toBe(false);
    await expect(control(page, 'Nom')).toHaveCount(0);
    await page.getByRole('region', { name: 'On som' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(control(page, 'Nom')).toBeVisible();
    expect(scripts.some((s) => s.includes('contact-form'))).toBe(true);
  });

  test('every control is labelled and the subject offers the five options', async ({ page }) => {
    await page.goto('/contacte');
    for (const label of ['Nom', 'Cognoms', 'Correu electrònic', 'Telèfon (opcional)', 'Assumpte', 'Missatge']) {
      await expect(control(page, label)).toBeVisible();
    }
    const options = await control(page, 'Assumpte').locator('option').allInnerTexts();
    expect(options.slice(1)).toEqual(['Consulta general', 'Campus', 'Equips', 'Botiga', 'Altres']);
  });

  test('shows the errors under the fields and sends nothing while the form is invalid', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted++;
    });
    await page.goto('/contacte');
    await page.getByRole('button', { name: 'Enviar missatge' }).click();
    const name = control(page, 'Nom');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Aquest camp és obligatori.');
    await expect(control(page, 'Assumpte')).toHaveAccessibleDescription('Tria un assumpte de la llista.');
    await expect(control(page, 'Missatge')).toHaveAccessibleDescription('Aquest camp és obligatori.');
    await expect(control(page, 'Telèfon (opcional)')).not.toHaveAttribute('aria-invalid', 'true');

    await control(page, 'Correu electrònic').fill('no-es-un-correu');
    await page.getByRole('button', { name: 'Enviar missatge' }).click();
    await expect(control(page, 'Correu electrònic')).toHaveAccessibleDescription('Correu electrònic invàlid.');
    await expectNoSeriousA11yViolations(page);
    expect(posted).toBe(0);
  });

  test('sends a valid message: success toast and an empty form', async ({ page }) => {
    await page.goto('/contacte');
    await control(page, 'Nom').fill('Anna');
    await control(page, 'Cognoms').fill('Prova Serra');
    await control(page, 'Correu electrònic').fill('anna.prova@example.com');
    await control(page, 'Telèfon (opcional)').fill('600 123 123');
    await control(page, 'Assumpte').selectOption({ label: 'Campus' });
    await control(page, 'Missatge').fill('Hola! Quan obren les inscripcions del campus d’estiu? (prova automàtica)');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Enviar missatge' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const toast = page.getByRole('listitem').filter({ hasText: 'Missatge enviat' });
    await expect(toast).toContainText('Missatge enviat');
    await expect(toast).toContainText('Us respondrem aviat');
    await expect(control(page, 'Nom')).toHaveValue('');
    await expect(control(page, 'Missatge')).toHaveValue('');
    await expect(control(page, 'Assumpte')).toHaveValue('');
  });
});
