import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisoryLocks } from '#server/db/locks.ts';

/**
 * Issue 21 item 5(c), decision 197: PostgreSQL advisory-lock keys come from one typed registry
 * (src/server/db/locks.ts). A lock taken anywhere else, or a key written as a number elsewhere, could share a key
 * with another lock without anyone seeing it.
 */
const registry = path.join('src', 'server', 'db', 'locks.ts');

/** What must not appear outside the registry: an advisory-lock call, or a number in the registry's key range. */
const outsideTheRegistry = /pg_(?:try_)?advisory|\b727_?2\d\d\b/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('advisory locks', () => {
  it('are taken and numbered only in the registry', () => {
    const offending = filesUnder('src')
      .filter((file) => file !== registry)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (outsideTheRegistry.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offending).toEqual([]);
  });

  it('the check catches each form a lock was written in before the registry', () => {
    for (const line of [
      "await lockClient.query('select pg_advisory_lock(727274)');",
      'await tx.execute(sql`select pg_advisory_xact_lock(727276, hashtext(lower($to)))`);',
      "client.query('select pg_try_advisory_lock($1) as ok', [key])",
      "await client.query('select pg_advisory_unlock($1)', [key]);",
      'export const sweepLockKey = 727_277;',
    ]) {
      expect(outsideTheRegistry.test(line), line).toBe(true);
    }
    expect(outsideTheRegistry.test("await lockTransactionOn(tx, 'mailRecipient', message.to);")).toBe(false);
  });

  it('gives every lock its own key, says what each guards, and fits PostgreSQL’s int4 keys', () => {
    const entries = Object.entries(advisoryLocks);
    const byKey = new Map<number, string[]>();
    for (const [name, lock] of entries) byKey.set(lock.key, [...(byKey.get(lock.key) ?? []), name]);
    expect([...byKey.values()].filter((names) => names.length > 1)).toEqual([]);
    for (const [name, lock] of entries) {
      expect(lock.guards.length, name).toBeGreaterThan(20);
      expect(Number.isInteger(lock.key) && lock.key > 0 && lock.key < 2 ** 31, name).toBe(true);
    }
  });
});
