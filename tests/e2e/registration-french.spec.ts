import type { Locator } from '@playwright/test';
import { loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/**
 * Issue 13 item 1, decisions 176 and 196: a French family registers at /fr/inscriute in French, with its own documents, and
 * reads the field errors and the server's messages in French (the API still answers in Catalan).
 */

const thisYear = new Date().getFullYear();
const nbsp = '\u00a0';
const shot = (name: string) => `test-results/registration-french/${name}.png`;

async function answer(form: Locator, question: RegExp, value: 'Oui' | 'Non') {
  await form.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

test('club form in French: French field errors on an empty submit, a server refusal in French, then a passport, a +33 phone and an FR IBAN are registered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/inscriute');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrivez-vous' })).toBeVisible();
  const club = page.getByRole('button', { name: /Inscrivez-vous au club/ });
  await expect(club).toContainText('Saison 2025/2026');
  await club.click();
  await expect(page).toHaveURL(/\/fr\/inscriute\?formulari=club$/);
  await expect(page.getByRole('heading', { name: 'Inscription au club · Saison 2025/2026' })).toBeVisible();

  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'Envoyer l’inscription' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Vous devez répondre à toutes les autorisations pour terminer l’inscription')).toBeVisible();

  // The privacy consent links to the French privacy notice.
  const privacy = form.getByRole('group', { name: /protection des données/ });
  await expect(privacy.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/fr/privacitat');
  await answer(form, /prélever les cotisations de la saison 2025\/2026/, 'Oui');
  await answer(form, /protection des données/, 'Oui');
  await answer(form, /publier des photos/, 'Non');

  // Nothing filled in: every required field says so in French, under the field.
  await submit.click();
  const name = form.getByLabel('Prénom et nom du joueur ou de la joueuse');
  await expect(name).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await expect(name).toBeFocused();
  await expect(form.getByLabel('IBAN')).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
  await expect(form.getByText('Ce champ est obligatoire.')).toHaveCount(8);
  await expect(form.getByText('Aquest camp és obligatori.')).toHaveCount(0);
  await lookAt(page, { path: shot('empty-submit-390'), fullPage: false });

  // Wrong formats are explained in French too.
  const phone = form.getByRole('textbox', { name: 'Téléphone', exact: true });
  await phone.fill('12 34');
  await form.getByLabel('IBAN').pressSequentially('FR76 1234');
  await submit.click();
  await expect(phone).toHaveAccessibleDescription(new RegExp(`^Numéro français, espagnol.*Numéro non valide${nbsp}: 10 chiffres commençant par 0 \\(France\\)`));
  await expect(form.getByText(`IBAN non valide${nbsp}: vérifiez le code pays, la clé de contrôle et le numéro de compte.`)).toBeVisible();
  await phone.scrollIntoViewIfNeeded();
  await lookAt(page, { path: shot('format-errors-390'), fullPage: false });

  const player = unique('Léo Martin');
  await name.fill(player);
  await form.getByLabel('Pièce d’identité du joueur ou de la joueuse').selectOption({ label: 'Passeport' });
  await form.getByLabel('Numéro de passeport du joueur ou de la joueuse').fill('19fr 12345');
  await form.getByLabel('Numéro de carte de santé (ou de sécurité sociale)').fill('1 12 05 66 123 456 78');
  await form.getByLabel('Date de naissance').fill(`${thisYear - 12}-03-14`);
  await form.getByLabel('Taille du maillot').selectOption('M');
  await form.getByRole('textbox', { name: 'Prénom et nom', exact: true }).fill('Claire Martin');
  await phone.fill('+33 6 12 34 56 78');
  await form.getByLabel('Adresse e-mail').fill('claire.martin@example.fr');
  await form.getByLabel('Titulaire du compte').fill('Claire Martin');
  await form.getByLabel('IBAN').fill('');
  await form.getByLabel('IBAN').pressSequentially('fr7630006000011234567890189');
  await expect(form.getByLabel('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');

  // A refusal from the server (its message is Catalan on the wire) is shown in French, by its code (decision 196).
  await page.route(
    '**/api/club-registrations',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Ara mateix no hi ha cap temporada oberta a inscripcions. Torna-ho a provar més endavant o contacta amb el club.',
          code: 'registration.closed',
        }),
      }),
    { times: 1 },
  );
  await submit.click();
  const toasts = page.getByRole('region');
  await expect(toasts.getByText('Aucune saison n’est ouverte aux inscriptions pour le moment. Réessayez plus tard ou contactez le club.')).toBeVisible();
  await lookAt(page, { path: shot('server-refusal-390'), fullPage: false });

  await submit.click();
  await expect(page.getByRole('heading', { name: `Merci beaucoup de faire confiance au CB Llívia${nbsp}!` })).toBeVisible();
  await expect(toasts.getByText(`Inscription envoyée${nbsp}!`)).toBeVisible();
  await expect(page.getByRole('status').getByText(`Merci${nbsp}! Nous avons bien reçu l’inscription et vous avons envoyé un e-mail de confirmation.`).first()).toBeVisible();
  await lookAt(page, { path: shot('success-390'), fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await loginByApi(page);
  const csv = await (await page.request.get('/api/club-registrations/export.csv')).text();
  const line = csv.split('\r\n').find((l) => l.includes(player));
  expect(line).toContain(';Passaport;19FR12345;');
  expect(line).toContain('+33 6 12 34 56 78');
});

test('school form in French: the guardian shows a French identity card, the authorised person a passport', async ({ page }) => {
  await page.goto('/fr/inscriute?formulari=escoles');
  const form = page.locator('form');
  await expect(form.getByRole('heading', { name: 'Inscription aux écoles de basket' })).toBeVisible();
  const surname = unique('Martin');
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).first().fill('Inès');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).first().fill(surname);
  await form.getByLabel('Date de naissance').fill(`${thisYear - 9}-09-02`);
  await form.getByLabel('Pièce d’identité de l’élève').selectOption({ label: 'Aucune (moins de 14 ans)' });
  await expect(form.getByText(`Les moins de 14 ans peuvent être inscrits sans pièce d’identité${nbsp}: aucun numéro n’est demandé.`)).toBeVisible();
  await form.getByLabel('Classe et établissement scolaire').fill('CM1, École de Bourg-Madame');
  await form.getByLabel('Adresse complète').fill('3 rue du Sègre, 66760 Bourg-Madame');
  await form.getByLabel('Numéro de carte de santé (ou de sécurité sociale)').fill('2 15 09 66 123 456 78');
  await form.getByLabel('Allergies ou maladies').fill('Aucune');
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).nth(1).fill('Claire');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).nth(1).fill('Martin');
  await form.getByLabel('Pièce d’identité du parent ou tuteur légal').selectOption({ label: 'Carte d’identité (UE ou nationale)' });
  const card = form.getByRole('textbox', { name: 'Numéro de la carte d’identité', exact: true });
  await card.fill('XRTBPFW');
  await form.getByLabel('Téléphone portable').fill('06 98 76 54 32');
  await form.getByLabel('Adresse e-mail').fill('claire.martin@example.fr');
  await form.getByRole('textbox', { name: 'Prénom et nom', exact: true }).fill('Julien Martin');
  await form.getByLabel('Pièce d’identité de la personne autorisée').selectOption({ label: 'Passeport' });
  await form.getByRole('textbox', { name: 'Numéro de passeport', exact: true }).fill('20FR54321');
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 11 22 33 44');
  await form.getByLabel('Titulaire du compte').fill('Claire Martin');
  await form.getByLabel('IBAN').pressSequentially('FR7630006000011234567890189');
  for (const question of [/urgence/, /médicaments/, /prélever/, /protection des données/, /publier des photos/]) await answer(form, question, 'Oui');

  const submit = form.getByRole('button', { name: 'Envoyer l’inscription' });
  // A card number without a digit is refused, in French.
  await submit.click();
  await expect(card).toHaveAccessibleDescription(
    new RegExp(`française\\)\\. Numéro de pièce d’identité non valide${nbsp}: de 5 à 20 lettres et chiffres, tels qu’ils figurent sur le document\\.$`),
  );
  await card.fill('X4RTBPFW4');
  await submit.click();
  await expect(page.getByRole('heading', { name: `Merci beaucoup de faire confiance au CB Llívia${nbsp}!` })).toBeVisible();

  await loginByApi(page);
  const csv = await (await page.request.get('/api/school-registrations/export.csv')).text();
  const line = csv.split('\r\n').find((l) => l.includes(surname))!;
  expect(line).toContain(';No en té;;');
  expect(line).toContain(';Document d’identitat;X4RTBPFW4;');
  expect(line).toContain(';Passaport;20FR54321;');
});
