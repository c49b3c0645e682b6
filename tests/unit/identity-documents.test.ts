import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInMadrid } from '#shared/dates.ts';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';
import { ageOn } from '#shared/validation/age.ts';
import { dniLetterFor, dniLetters } from '#shared/validation/dni.ts';
import { documentProblem, resolvedDocumentType } from '#shared/validation/identity-document.ts';
import { clubBody, schoolBody } from '../helpers/registrations.ts';

/** Issue 13 item 2, decision 170: each identity document type's rule. */

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dniArb = fc.integer({ min: 0, max: 99_999_999 }).map((n) => ({ body: pad(n, 8), letter: dniLetterFor(n) }));
const nieArb = fc
  .tuple(fc.constantFrom('X', 'Y', 'Z'), fc.integer({ min: 0, max: 9_999_999 }))
  .map(([prefix, n]) => ({ body: `${prefix}${pad(n, 7)}`, letter: dniLetterFor(Number(`${'XYZ'.indexOf(prefix)}${pad(n, 7)}`)) }));
const otherLetter = (right: string) => fc.constantFrom(...dniLetters.split('').filter((l) => l !== right));

/** What a family might type between characters: nothing, a space, a hyphen or a dot; and any letter case. */
const typed = (chars: string) =>
  fc
    .tuple(fc.array(fc.constantFrom('', ' ', '-', '.'), { minLength: chars.length, maxLength: chars.length }), fc.boolean())
    .map(([seps, lower]) => {
      const text = chars
        .split('')
        .map((c, i) => `${seps[i]}${c}`)
        .join('');
      return lower ? text.toLowerCase() : text;
    });

describe('DNI and NIE keep their check letter', () => {
  it('a generated DNI with its letter passes as dni and as a SPEC payload (no type); any other letter fails', () => {
    fc.assert(
      fc.property(dniArb.chain((d) => fc.tuple(fc.constant(d), otherLetter(d.letter))), ([d, wrong]) => {
        expect(documentProblem('dni', `${d.body}${d.letter}`)).toBeUndefined();
        expect(documentProblem(undefined, `${d.body}${d.letter}`)).toBeUndefined();
        expect(resolvedDocumentType(undefined, `${d.body}${d.letter}`)).toBe('dni');
        expect(documentProblem('dni', `${d.body}${wrong}`)).toBe('letter');
        // A DNI is not a NIE.
        expect(documentProblem('nie', `${d.body}${d.letter}`)).toBe('nieFormat');
      }),
      { numRuns: 1000 },
    );
  });

  it('a generated NIE with its letter passes as nie, typed any way; any other letter fails', () => {
    fc.assert(
      fc.property(
        nieArb.chain((n) => fc.tuple(fc.constant(n), otherLetter(n.letter), typed(`${n.body}${n.letter}`))),
        ([n, wrong, asTyped]) => {
          expect(documentProblem('nie', asTyped)).toBeUndefined();
          expect(resolvedDocumentType(undefined, asTyped)).toBe('nie');
          expect(documentProblem('nie', `${n.body}${wrong}`)).toBe('letter');
          expect(documentProblem('dni', `${n.body}${n.letter}`)).toBe('dniFormat');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('passports and other identity cards', () => {
  const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
  /** 5 to 20 letters and digits with at least one digit, as printed on the document. */
  const documentNumber = fc
    .tuple(fc.array(alnum, { minLength: 4, maxLength: 19 }), fc.integer({ min: 0, max: 9 }), fc.nat())
    .map(([chars, digit, at]) => {
      const pos = at % (chars.length + 1);
      return [...chars.slice(0, pos), String(digit), ...chars.slice(pos)].join('');
    });

  it('5–20 letters and digits pass, written with spaces, hyphens, dots or in lower case', () => {
    fc.assert(
      fc.property(fc.constantFrom<'passport' | 'id_card'>('passport', 'id_card'), documentNumber.chain(typed), (type, number) => {
        expect(documentProblem(type, number)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('too short, too long, letters only or other signs fail', () => {
    fc.assert(
      fc.property(fc.constantFrom<'passport' | 'id_card'>('passport', 'id_card'), documentNumber, (type, number) => {
        expect(documentProblem(type, number.slice(0, 4))).toBe('otherFormat');
        expect(documentProblem(type, `${number}${'7'.repeat(21 - number.length)}`)).toBe('otherFormat');
        expect(documentProblem(type, `${number.slice(0, 3)}/${number.slice(3)}`)).toBe('otherFormat');
        expect(documentProblem(type, `${number.slice(0, 3)}Ñ${number.slice(3)}`)).toBe('otherFormat');
      }),
    );
    expect(documentProblem('passport', 'ABCDEFGH')).toBe('otherFormat');
    expect(documentProblem('id_card', '')).toBe('required');
  });
});

describe('"no en té": the player only, and only under 14', () => {
  const today = todayInMadrid();
  const birthDates = fc
    .date({ min: new Date(`${Number(today.slice(0, 4)) - 20}-01-01`), max: new Date(`${Number(today.slice(0, 4)) - 4}-01-01`), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('a club player without a document passes exactly when under 14 on the day; the error is on the type', () => {
    fc.assert(
      fc.property(birthDates, (birthDate) => {
        const parsed = clubRegistrationInputSchema.safeParse(clubBody({ birthDate, playerDocumentType: 'none', playerDni: '' }));
        if (ageOn(birthDate, today) < 14) {
          expect(parsed.success).toBe(true);
        } else {
          expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['playerDocumentType']);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a guardian or an authorised person cannot have none, whatever the age', () => {
    for (const who of ['guardian', 'authorizedPerson']) {
      const parsed = schoolRegistrationInputSchema.safeParse(schoolBody({ [`${who}DocumentType`]: 'none', [`${who}Dni`]: '' }));
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([`${who}DocumentType`]);
    }
    expect(documentProblem('none', 'AB12345', 9)).toBe('noneWithNumber');
  });

  it('a school pupil under 14 may have none; the number is stored empty', () => {
    const parsed = schoolRegistrationInputSchema.parse(schoolBody({ playerDocumentType: 'none', playerDni: ' ' }));
    expect(parsed.playerDocumentType).toBe('none');
    expect(parsed.playerDni).toBe('');
  });
});

describe('absent type (SPEC payloads)', () => {
  it('"", null and a missing type all mean DNI/NIE', () => {
    for (const playerDocumentType of ['', null, undefined]) {
      const parsed = clubRegistrationInputSchema.parse(clubBody({ playerDocumentType }));
      expect(parsed.playerDocumentType).toBeUndefined();
      expect(clubRegistrationInputSchema.safeParse(clubBody({ playerDocumentType, playerDni: 'AB123456' })).success).toBe(false);
    }
  });
});
