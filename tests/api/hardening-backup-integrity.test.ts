import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '#server/backup/dump.ts';
import { restoreBackup, restoreMessages } from '#server/backup/restore.ts';
import { campus, campusRegistrations } from '#server/db/schema.ts';
import { freshDatabase } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 22 finding 7: an unencrypted backup restored silently after it was changed. It now ends with the SHA-256 of
 * every line before it; a restore that finds another (a row edited, a line removed and the header's count fixed, the
 * end cut off) refuses and restores nothing. (Encrypted backups: the cipher's tag, backup-restore.test.ts.)
 */
const t = withTestApp({ wipe: [campusRegistrations, campus] });
const dir = mkdtempSync(path.join(tmpdir(), 'cbl-integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function backupText(): Promise<{ file: string; lines: string[] }> {
  const startDate = addDays(today(), 20);
  const c = await seedCampus(t.db, { startDate, name: 'Campus de Nadal' });
  await t.db.insert(campusRegistrations).values(
    ['Aina', 'Biel'].map((childName) => ({
      campusId: c.id,
      childName,
      childSurname: 'Integritat',
      birthDate: yearsBefore(startDate, 9),
      parentEmail: 'integritat@example.com',
      parentPhone: '600 300 400',
    })),
  );
  const { file } = await writeBackup(t.db, { dir });
  return { file, lines: gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean) };
}

async function restoreOf(lines: string[]) {
  const file = path.join(dir, `changed-${Date.now()}.backup.gz`);
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
  const target = await freshDatabase();
  try {
    const outcome = await restoreBackup(target.database.db, file, undefined).then(
      (r) => ({ ok: true as const, rows: r.rows }),
      (err: Error) => ({ ok: false as const, message: err.message }),
    );
    const kept = await target.database.db.select().from(campusRegistrations);
    return { outcome, kept: kept.length };
  } finally {
    await target.database.close();
    await target.drop();
  }
}

describe('an unencrypted backup changed after it was written is refused (finding 7)', () => {
  it('untouched, it restores; ends with the checksum line', async () => {
    const { lines } = await backupText();
    expect(lines.at(-1)).toMatch(/^\{"end":true,"sha256":"[0-9a-f]{64}"\}$/);
    const { outcome, kept } = await restoreOf(lines);
    expect(outcome.ok).toBe(true);
    expect(kept).toBe(2);
  });

  it('a row edited, a row removed (its count fixed too), or the checksum line cut: refused, nothing restored', async () => {
    const { lines } = await backupText();
    const edited = lines.map((l) => l.replace('"child_name":"Aina"', '"child_name":"Intrusa"'));
    expect(edited).not.toEqual(lines);
    const aina = lines.findIndex((l) => l.includes('"child_name":"Aina"'));
    const removed = lines
      .filter((_, i) => i !== aina)
      .map((l, i) => (i === 0 ? l.replace(/("name":"campus_registrations","columns":\[[^\]]*\],"rows":)2/, '$11') : l));
    expect(removed[0]).not.toEqual(lines[0]);
    for (const changed of [edited, removed, lines.slice(0, -1)]) {
      const { outcome, kept } = await restoreOf(changed);
      expect(outcome).toEqual({ ok: false, message: restoreMessages.tampered });
      expect(kept).toBe(0);
    }
  });
});
