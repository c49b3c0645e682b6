/**
 * Decision 196: every error has a stable code, defined once next to its Catalan text (`defineErrors`), and the
 * client shows Spanish and French by that code. Here: every public code has a Spanish and a French text with the same
 * {slots}; the texts are keyed by codes that exist; the zod bridge gives every schema issue its code, in the browser
 * (the message in the page's language) and on the server (`parseCoded`); the client's translator fills the slots.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorTexts as es } from '#client/app/i18n/es/forms/form-errors.ts';
import { zodErrors as esZod } from '#client/app/i18n/es/zod/zod-errors.ts';
import { errorTexts as fr } from '#client/app/i18n/fr/forms/form-errors.ts';
import { zodErrors as frZod } from '#client/app/i18n/fr/zod/zod-errors.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { errorTranslator, showErrorsIn } from '#client/lib/error-messages.ts';
import { parseCoded } from '#server/validation.ts';
import { clashingCodes, definedErrors, errorText, slotNames, translateErrorsWith } from '#shared/errors.ts';
import { campusSignUpSchema } from '#shared/schemas/campus-registration.ts';
import { createPaymentIntentSchema, testConfirmSchema } from '#shared/schemas/checkout.ts';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { fieldErrors, requiredText } from '#shared/schemas/common.ts';
import { contactInputSchema } from '#shared/schemas/contact.ts';
import { waitlistJoinSchema } from '#shared/schemas/campus-waitlist.ts';
import { schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';
import { ageRangeMessage } from '#shared/validation/age.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Every module that defines errors, loaded: `definedErrors` then holds every code of the site. */
const defining = [...sourceFiles('src/shared'), ...sourceFiles('src/server')].filter(
  (f) => !f.endsWith(path.join('shared', 'errors.ts')) && readFileSync(f, 'utf8').includes('defineErrors('),
);
beforeAll(async () => {
  for (const file of defining) await import(/* @vite-ignore */ path.resolve(file));
});

const publicCodes = () => [...definedErrors].filter(([, d]) => d.audience === 'public').map(([code]) => code);
const sorted = (a: string[]) => [...a].sort();

/** Translations that may equal the Catalan (the same words in both languages). */
const sameAsCatalan: Record<'es' | 'fr', string[]> = { es: ['checkout.sizeUnavailable'], fr: [] };

describe('error definitions', () => {
  it('are many, each code named namespace.key and defined with one text', () => {
    expect(defining.length).toBeGreaterThan(20);
    expect(definedErrors.size).toBeGreaterThan(200);
    for (const code of definedErrors.keys()) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    expect([...clashingCodes]).toEqual([]);
  });

  it('the old message lookup is gone: no client module compares Catalan texts', () => {
    expect(sourceFiles('src/client').filter((f) => /error-strings|translateErrorWith/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  for (const [locale, texts] of [['es', es], ['fr', fr]] as const) {
    describe(locale, () => {
      it('has a text for every public code, and none for a code that is not one', () => {
        expect(sorted(Object.keys(texts))).toEqual(sorted(publicCodes()));
      });

      it('each text has the Catalan template’s slots, is not empty and is translated', () => {
        for (const code of publicCodes()) {
          const template = definedErrors.get(code)!.template;
          const text = texts[code]!;
          expect(text.trim(), code).not.toBe('');
          expect(sorted(slotNames(text)), `${code} slots`).toEqual(sorted(slotNames(template)));
          if (!sameAsCatalan[locale].includes(code)) expect(text, code).not.toBe(template);
        }
      });
    });
  }
});

describe('the client’s translator', () => {
  const toEs = errorTranslator('es', es, esZod);
  const toFr = errorTranslator('fr', fr, frZod);

  it('fills the slots from the params, whatever their order in the language', () => {
    expect(toEs(fieldErrors.maxChars({ max: 100 }))).toBe('Como máximo 100 caracteres.');
    expect(toFr(fieldErrors.maxChars({ max: 100 }))).toBe('100\u00a0caractères au maximum.');
    expect(toFr(ageRangeMessage(6, 14))).toBe('Le premier jour du stage, l’enfant doit avoir entre 6 et 14\u00a0ans.');
  });

  it('writes a `date` slot as a date of the language', () => {
    const error = { code: 'family.cancelDeadlinePassed', message: '…', params: { date: '2026-06-15' } };
    expect(toEs(error)).toContain('15 de junio de 2026');
    expect(toFr(error)).toContain('15 juin 2026');
  });

  it('knows nothing of an unknown code (the Catalan is shown), whatever its message', () => {
    expect(toEs({ code: 'nobody.knows', message: 'Aquest camp és obligatori.' })).toBeUndefined();
    expect(errorText({ code: 'nobody.knows', message: 'Un missatge.' })).toBe('Un missatge.');
  });

  it('shows zod’s own messages with zod’s locale, from the code and params the server sends', () => {
    const answer = parseCoded(z.object({ flag: z.boolean(), name: z.string().max(3) }), { flag: 'x', name: 'abcdef' });
    expect(answer.success).toBe(false);
    if (answer.success) return;
    const [flag, name] = answer.problems.map((p) => p.error);
    expect(flag).toMatchObject({ code: 'zod.invalid_type', params: { expected: 'boolean', received: 'string' } });
    expect(name).toMatchObject({ code: 'zod.too_big', params: { maximum: 3, origin: 'string' } });
    // The Catalan is zod's own, as before; the client writes the same issue in Spanish or French.
    expect(errorTranslator('ca', {}, z.locales.ca())(flag!)).toBe(flag!.message);
    expect(errorTranslator('ca', {}, z.locales.ca())(name!)).toBe(name!.message);
    expect(toEs(flag!)).toBe('Entrada inválida: se esperaba booleano, recibido texto');
    expect(toFr(name!)).toMatch(/^Trop grand/);
  });
});

describe('ApiError', () => {
  afterEach(() => {
    translateErrorsWith(undefined);
    z.config(z.locales.ca());
  });

  const body = JSON.stringify({
    message: 'Les dades enviades no són vàlides.',
    code: 'request.invalid',
    fieldErrors: { name: ['Com a màxim 100 caràcters.', 'El text conté caràcters no permesos.'], other: ['Un text nou.'] },
    fieldCodes: { name: [{ code: 'field.maxChars', params: { max: 100 } }, { code: 'field.textNotAllowed' }], other: [{ code: 'nobody.knows' }] },
  });

  it('reads the code and params, and compares answers by code', () => {
    const err = new ApiError(409, JSON.stringify({ message: 'Campus complet', code: 'campus.full' }));
    expect([err.code, err.params, err.error?.message]).toEqual(['campus.full', undefined, 'Campus complet']);
    expect(err.is({ code: 'campus.full' }, 409)).toBe(true);
    expect(err.is({ code: 'campus.full' }, 400)).toBe(false);
    expect(err.is({ code: 'waitlist.placesFree' })).toBe(false);
  });

  it('shows the Catalan as it came on a Catalan page', () => {
    const err = new ApiError(400, body);
    expect(err.serverMessage).toBe('Les dades enviades no són vàlides.');
    expect(err.fieldErrors).toEqual(JSON.parse(body).fieldErrors);
  });

  it('shows the message and field errors by code on a Spanish page; an unknown code in Catalan', () => {
    showErrorsIn('es', es, esZod);
    const err = new ApiError(400, body);
    expect(err.serverMessage).toBe(es['request.invalid']);
    expect(err.fieldErrors).toEqual({
      name: ['Como máximo 100 caracteres.', es['field.textNotAllowed']],
      other: ['Un text nou.'],
    });
    // A body without a code (not the API's own): its message as it is.
    expect(new ApiError(502, JSON.stringify({ message: 'Bad gateway' })).serverMessage).toBe('Bad gateway');
    expect(new ApiError(502, '<html>').serverMessage).toBeUndefined();
  });
});

describe('zod issues carry their error', () => {
  afterEach(() => {
    translateErrorsWith(undefined);
    z.config(z.locales.ca());
  });

  const schema = z.object({
    name: requiredText(5),
    kind: z.enum(['a', 'b'], coded(fieldErrors.required)),
    day: z.string().superRefine((v, ctx) => {
      if (v !== 'ok') ctx.addIssue(codedIssue(fieldErrors.dateFormat));
    }),
    other: z.string().max(2),
  });
  const bad = { name: 'massa llarg', kind: 'c', day: 'x', other: 'xyz' };

  it('on the server: each problem with its code, params and Catalan text', () => {
    const answer = parseCoded(schema, bad);
    expect(answer.success).toBe(false);
    if (answer.success) return;
    expect(answer.problems.map((p) => [p.path.join('.'), p.error.code, p.error.message])).toEqual([
      ['name', 'field.maxChars', 'Com a màxim 5 caràcters.'],
      ['kind', 'field.required', 'Aquest camp és obligatori.'],
      ['day', 'field.dateFormat', 'Data invàlida (AAAA-MM-DD).'],
      ['other', 'zod.too_big', "Massa gran: s'esperava que string contingués com a màxim 2 caràcters"],
    ]);
    expect(answer.problems[0]!.error.params).toEqual({ max: 5 });
  });

  it('a schema’s error also names its checks’ issues, as zod gives them its message', () => {
    const answer = parseCoded(z.string(coded(fieldErrors.required)).max(2), 'abc');
    expect(!answer.success && answer.problems[0]!.error.code).toBe('field.required');
  });

  it('in the browser: Catalan, then the page’s language once its texts are in place', () => {
    expect(schema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([
      'Com a màxim 5 caràcters.',
      'Aquest camp és obligatori.',
      'Data invàlida (AAAA-MM-DD).',
      "Massa gran: s'esperava que string contingués com a màxim 2 caràcters",
    ]);
    showErrorsIn('fr', fr, frZod);
    expect(schema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([
      '5\u00a0caractères au maximum.',
      'Ce champ est obligatoire.',
      'Date non valide (AAAA-MM-JJ).',
      expect.stringMatching(/^Trop grand/),
    ]);
  });

  it('every issue of the public forms’ schemas has a public code', () => {
    const lastYear = `${new Date().getFullYear() - 1}-06-15`;
    const cases: [z.ZodType, unknown][] = [
      [clubRegistrationInputSchema, {}],
      [clubRegistrationInputSchema, { birthDate: lastYear, playerDni: 'x', iban: 'ES00', guardianEmail: 'x', guardianPhone: '1' }],
      [schoolRegistrationInputSchema, { birthDate: lastYear, playerDocumentType: 'none', playerDni: '123' }],
      [campusSignUpSchema, { campusId: 'x', birthDate: '2999-01-01', parentEmail: 'x', childName: 'a\u0000' }],
      [waitlistJoinSchema, { siblings: Array.from({ length: 6 }, () => ({})) }],
      [contactInputSchema, { subject: 'res', email: 'no' }],
      [createPaymentIntentSchema, { items: [{ productId: -1, quantity: 1.5, customNumber: 'abcd' }] }],
      [createPaymentIntentSchema, { items: [] }],
      [testConfirmSchema, {}],
    ];
    const publicSet = new Set(publicCodes());
    for (const [s, value] of cases) {
      const answer = parseCoded(s, value);
      expect(answer.success).toBe(false);
      if (answer.success) continue;
      for (const { path: at, error } of answer.problems) {
        expect(publicSet.has(error.code) || error.code.startsWith('zod.'), `${at.join('.')}: ${error.code} ${error.message}`).toBe(true);
      }
    }
  });
});
