import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { rememberedAdminCookie } from './accounts.ts';
import { admin, demoUrl } from './fixtures.ts';

/** The demo server the tests run against (same rule as playwright.config.ts). */
export { demoUrl };

/**
 * Logs in through the API in the page's context: the session cookie is then the browser's. The admin has two-factor
 * sign-in on; the context gets its remembered-browser cookie again here (a test may have cleared the cookies to act
 * as a visitor), so the password is enough.
 */
export async function loginByApi(page: Page): Promise<void> {
  await page.context().addCookies([rememberedAdminCookie(demoUrl)]);
  const res = await page.request.post('/api/admin/login', { data: admin, headers: { origin: demoUrl } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a tab of the dashboard, logged in. */
export async function openAdminTab(page: Page, slug: string, label: string): Promise<void> {
  await loginByApi(page);
  await page.goto(`/admin?tab=${slug}`);
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A small PNG made on the spot (no fixture files). */
export function pngBuffer(width: number, height: number, color = '#c2410c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** A name no other test uses, so parallel tests on the shared demo server do not see each other's data. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The server's own to-do count for a tab (GET /api/admin/counts), what the tab's badge must show. */
export async function serverTodo(page: Page, slug: string): Promise<number> {
  return ((await (await page.request.get('/api/admin/counts')).json()) as Record<string, number>)[slug] ?? 0;
}

/**
 * The tab's to-do badge shows the server's count. After a change that moved the count, a badge left as it was fails;
 * comparing with the server (not with "before − 1") keeps this true while other tests add rows on the shared server.
 */
export async function expectBadgeFollowsServer(page: Page, slug: string): Promise<void> {
  const badge = page.getByTestId(`tab-todo-badge-${slug}`);
  await expect
    .poll(async () => {
      const shown = (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
      return shown === (await serverTodo(page, slug));
    })
    .toBe(true);
}

/**
 * Runs an admin write and checks that it refreshed the tab's to-do badge: the dashboard asks GET /api/admin/counts
 * again, and the badge shows what that answer says (no badge at 0). A write that leaves the counts as they were (the
 * badge stale until a reload) fails here, however other tests change the server's figures at the same time.
 */
export async function expectBadgeRefreshedBy(page: Page, slug: string, write: () => Promise<void>): Promise<void> {
  const refreshed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/counts' && res.request().method() === 'GET', {
    timeout: 10_000,
  });
  await write();
  const counts = (await (await refreshed).json()) as Record<string, number>;
  const badge = page.getByTestId(`tab-todo-badge-${slug}`);
  if ((counts[slug] ?? 0) === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(counts[slug]));
}

/** Surnames in creation order that are neither alphabetical nor its reverse: newest, oldest and by-name sorts differ. */
export const unsortedSurnames = ['Mas', 'Bosch', 'Vidal', 'Pujol', 'Ribas', 'Font', 'Serra', 'Coll', 'Roca', 'Sala', 'Prat', 'Soler', 'Riera', 'Vila',
  'Costa', 'Pons', 'Camps', 'Ferrer', 'Roig', 'Casals', 'Batlle', 'Comas', 'Duran', 'Gil', 'Oliva', 'Armengol', 'Tor'] as const;

/** A club registration as the public form posts it (SPEC's POST /api/club-registrations), with a player's name. */
export const clubRegistration = (playerName: string, extra: Record<string, string> = {}) => ({
  playerName,
  playerDni: '12345678Z',
  healthCardNumber: 'PUSO 0 123456 78 9',
  birthDate: `${new Date().getFullYear() - 12}-03-15`,
  shirtSize: 'M',
  pantsSize: 'S',
  shoeSize: '37',
  guardianName: 'Anna Soler Vila',
  guardianPhone: '600 123 456',
  guardianEmail: 'anna.soler@example.com',
  accountHolderName: 'Anna Soler Vila',
  iban: 'ES91 2100 0418 4502 0005 1332',
  sepaAuthorization: true,
  privacyAuthorization: true,
  imageRightsAuthorization: true,
  ...extra,
});
