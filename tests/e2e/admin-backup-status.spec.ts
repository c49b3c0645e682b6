import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loginByApi } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

// The demo server's DATA_DIR (scripts/e2e-server.mjs) and its nightly backups' folder.
const backups = path.resolve('.tmp', `e2e-demo-${Number(process.env.E2E_PORT ?? 4173)}`, 'backups');

test('the back office shows the last backup’s time and size in one line under the ten tabs', async ({ page }) => {
  rmSync(backups, { recursive: true, force: true });
  await loginByApi(page);
  await page.goto('/admin');
  await expect(page.getByTestId('backup-status')).toHaveText('Encara no hi ha cap còpia de seguretat.');

  mkdirSync(backups, { recursive: true });
  const file = path.join(backups, 'cbllivia-20261124-023000.backup.gz');
  writeFileSync(file, Buffer.alloc(1_700_000));
  const at = new Date('2026-11-24T02:30:00Z');
  utimesSync(file, at, at);
  await page.reload();
  await expect(page.getByTestId('backup-status')).toHaveText(/^Darrera còpia de seguretat: 24 de novembre de 2026,? (a les )?0?3:30 \(1,6 MB\)$/);
  await expect(page.getByRole('tab')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, { path: '/tmp/jb/backup-laptop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: '/tmp/jb/backup-phone.png', fullPage: true });
  rmSync(backups, { recursive: true, force: true });
});
