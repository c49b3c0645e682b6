/**
 * Issue 13 item 1: every Catalan text of the public site has its Spanish and French counterparts, with the same
 * {slots} and the plural forms each language needs. The Catalan bases are the `messages(...)` of every
 * `strings.ts` / `*-strings.ts` of the client; the translations are app/i18n/es and app/i18n/fr (and their page
 * folders).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translations as esFirst } from '#client/app/i18n/es/index.ts';
import { translations as frFirst } from '#client/app/i18n/fr/index.ts';
import { baseMessages } from '#client/lib/i18n.ts';

// A language's first chunk plus the long texts loaded with their page (app/route-texts.ts). The forms' error texts
// are by code, not a component (tests/unit/error-codes.test.ts checks them).
const pageTexts = (modules: Record<string, unknown>) => {
  const { errorTexts: _texts, zodErrors: _zod, ...components } = Object.assign({}, ...Object.values(modules)) as Record<string, unknown>;
  return components;
};
const es = { ...esFirst, ...pageTexts(import.meta.glob('/src/client/app/i18n/es/*/*.ts', { eager: true })) };
const fr = { ...frFirst, ...pageTexts(import.meta.glob('/src/client/app/i18n/fr/*/*.ts', { eager: true })) };

const stringModules = import.meta.glob(['/src/client/**/strings.ts', '/src/client/**/*-strings.ts'], { eager: true });

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

type Base = { input?: unknown; transform?: unknown } | string;
/** A count's forms: the base gives them as an object; a translation needs one for 1 and one for the rest. */
const isCount = (v: Base) => typeof v === 'object' && typeof v.input === 'object';
const textOf = (v: Base): string => (typeof v === 'string' ? v : String(v.input));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('translations', () => {
  it('each language has the same page folders, and the first chunk holds none of their components', () => {
    expect(Object.keys(pageTexts(import.meta.glob('/src/client/app/i18n/es/*/*.ts', { eager: true }))).sort()).toEqual(
      Object.keys(pageTexts(import.meta.glob('/src/client/app/i18n/fr/*/*.ts', { eager: true }))).sort(),
    );
    expect(Object.keys(esFirst)).not.toContain('privacy');
    expect(Object.keys(frFirst)).not.toContain('registrationClub');
  });

  it('the strings modules define the texts', () => {
    expect(Object.keys(stringModules).length).toBeGreaterThan(0);
    expect(baseMessages.size).toBeGreaterThan(0);
  });

  it('texts are defined only in strings files (so this test sees them all)', () => {
    const elsewhere = sourceFiles('src/client').filter(
      (f) => !/(^|[-/])strings\.ts$/.test(f) && !f.endsWith(path.join('lib', 'i18n.ts')) && /\bmessages\(\s*'/.test(readFileSync(f, 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });

  for (const [locale, all] of [['es', es], ['fr', fr]] as const) {
    describe(locale, () => {
      it('has no component the Catalan lacks', () => {
        expect(Object.keys(all).filter((name) => !baseMessages.has(name))).toEqual([]);
      });

      for (const [name, base] of baseMessages) {
        it(`${name}: every key, same slots, nothing empty`, () => {
          const translated = all[name] as Record<string, unknown> | undefined;
          expect(translated, `${locale} lacks the component ${name}`).toBeDefined();
          const baseKeys = Object.keys(base).sort();
          expect(Object.keys(translated ?? {}).sort()).toEqual(baseKeys);
          for (const key of baseKeys) {
            const b = base[key] as Base;
            const t = translated?.[key];
            if (isCount(b)) {
              const forms = t as Record<string, string>;
              expect(typeof forms, `${name}.${key} is a plural`).toBe('object');
              expect(forms.one, `${name}.${key}.one`).toBeTruthy();
              expect(forms.other ?? forms.many, `${name}.${key}.other`).toBeTruthy();
              continue;
            }
            expect(typeof t, `${name}.${key}`).toBe('string');
            expect((t as string).trim(), `${name}.${key} is empty`).not.toBe('');
            expect(slots(t as string), `${name}.${key} slots`).toEqual(slots(textOf(b)));
          }
        });
      }
    });
  }
});
