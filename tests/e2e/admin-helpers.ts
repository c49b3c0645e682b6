import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { admin } from './fixtures.ts';

/** The demo server the tests run against (same rule as playwright.config.ts). */
export const demoUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

/** Logs in through the API in the page's context: the session cookie is then the browser's. */
export async function loginByApi(page: Page): Promise<void> {
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
