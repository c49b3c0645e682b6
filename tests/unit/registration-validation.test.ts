import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campusPriceCents } from '#shared/schemas/campus.ts';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { ageOn, isAgeInRange } from '#shared/validation/age.ts';
import { dniLetterFor, dniProblem, isValidDni, normalizeDni } from '#shared/validation/dni.ts';
import { groupIban, ibanLast4, ibanProblem, normalizeIban } from '#shared/validation/iban.ts';
import { isValidPhone } from '#shared/validation/phone.ts';
import { clubBody } from '../helpers/registrations.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('DNI / NIE check letter', () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

  it('every DNI number with its letter passes; every other letter fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const passing = alphabet.filter((letter) => isValidDni(`${pad(n, 8)}${letter}`));
        expect(passing).toEqual([dniLetterFor(n)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('every NIE (X, Y, Z) with its letter passes; every other letter fails', () => {
    fc.assert(
      fc.property(fc.constantFrom('X', 'Y', 'Z'), fc.integer({ min: 0, max: 9_999_999 }), (prefix, n) => {
        const number = Number(`${'XYZ'.indexOf(prefix)}${pad(n, 7)}`);
        const passing = alphabet.filter((letter) => isValidDni(`${prefix}${pad(n, 7)}${letter}`));
        expect(passing).toEqual([dniLetterFor(number)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts lower case, spaces, dots and hyphens, and stores it normalised', () => {
    expect(isValidDni(' 12.345.678-z ')).toBe(true);
    expect(normalizeDni(' 12.345.678-z ')).toBe('12345678Z');
    expect(isValidDni('x1234567l')).toBe(true);
  });

  it('tells a wrong format from a wrong letter', () => {
    expect(dniProblem('1234567Z')).toBe('format');
    expect(dniProblem('123456789Z')).toBe('format');
    expect(dniProblem('A1234567L')).toBe('format');
    expect(dniProblem('')).toBe('format');
    expect(dniProblem('12345678A')).toBe('letter');
  });
});

describe('IBAN', () => {
  it('accepts valid Spanish, French and Andorran IBANs with or without spaces and stores them without', () => {
    expect(ibanProblem('ES91 2100 0418 4502 0005 1332')).toBeUndefined();
    expect(ibanProblem('es9121000418450200051332')).toBeUndefined();
    expect(ibanProblem('FR14 2004 1010 0505 0001 3M02 606')).toBeUndefined();
    expect(ibanProblem('AD12 0001 2030 2003 5910 0100')).toBeUndefined();
    expect(normalizeIban(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });

  it('refuses a wrong checksum: changing any one digit breaks it', () => {
    const iban = 'ES9121000418450200051332';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: iban.length - 1 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digit = Number(iban[pos]);
        const changed = `${iban.slice(0, pos)}${(digit + delta) % 10}${iban.slice(pos + 1)}`;
        expect(ibanProblem(changed)).toBe('invalid');
      }),
    );
  });

  it('accepts an IBAN of any SEPA country (decision 170), each with its own length and checksum', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'IT60 X054 2811 1010 0000 0123 456',
      'PT50 0002 0123 1234 5678 9015 4',
      'BE68 5390 0754 7034',
      'NL91 ABNA 0417 1643 00',
      'CH93 0076 2011 6238 5295 7',
      'GB29 NWBK 6016 1331 9268 19',
      'MC58 1122 2000 0101 2345 6789 030',
      'SM86 U032 2509 8000 0000 0270 100',
    ]) {
      expect(ibanProblem(iban), iban).toBeUndefined();
      // The same account with its last two characters swapped breaks the checksum.
      const compact = normalizeIban(iban);
      const swapped = `${compact.slice(0, -2)}${compact.at(-1)}${compact.at(-2)}`;
      if (swapped !== compact) expect(ibanProblem(swapped), swapped).toBe('invalid');
    }
    expect(ibanProblem('TR33 0006 1005 1978 6457 8413 26')).toBe('notSepa');
  });

  it('refuses garbage and non-SEPA countries', () => {
    expect(ibanProblem('ES00')).toBe('invalid');
    expect(ibanProblem('hola')).toBe('invalid');
    expect(ibanProblem('BR1800360305000010009795493C1')).toBe('notSepa');
  });

  it('groups in fours and shows only the last 4', () => {
    expect(groupIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(ibanLast4('ES91 2100 0418 4502 0005 1332')).toBe('1332');
  });
});

describe('phone', () => {
  it('accepts Spanish and French numbers with spaces', () => {
    for (const p of ['600 123 456', '600123456', '+34 600 12 34 56', '0034600123456', '972 89 60 00', '06 12 34 56 78', '+33 6 12 34 56 78', '04.68.04.00.00']) {
      expect(isValidPhone(p), p).toBe(true);
    }
  });
  it('accepts Andorran numbers with their +376 prefix, and other countries with theirs (decision 170)', () => {
    for (const p of ['+376 812 345', '00376 36 12 34', '+376-690-123', '+44 20 7946 0958', '+351 912 345 678', '0049 30 1234567', '+1 (212) 555-0100']) {
      expect(isValidPhone(p), p).toBe(true);
    }
  });
  it('refuses fewer than 9 digits, letters and other shapes', () => {
    for (const p of ['60012345', '12345', 'telèfon', '500 123 456', '06 12 34 56 7', '']) {
      expect(isValidPhone(p), p).toBe(false);
    }
  });
  it('holds Spain, France and Andorra to their own rules even with the international prefix', () => {
    // A Spanish number must start 6-9; a French one has no trunk 0 after +33; an Andorran one has 6 digits.
    for (const p of ['+34 500 123 456', '+34 600 123 45', '+33 06 12 34 56 78', '+33 6 12 34 56', '+376 812 34', '+376 812 3456', '812 345']) {
      expect(isValidPhone(p), p).toBe(false);
    }
    // E.164: at most 15 digits, none starting 0, at least 8.
    for (const p of ['+44 20 7946 0958 1234', '+0 123 456 789', '+49 1234 5', '+']) {
      expect(isValidPhone(p), p).toBe(false);
    }
  });
  it('any 9-digit Spanish mobile with any spacing passes', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7'), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (first, rest, spaces) => {
        const text = first + rest.map((d, i) => `${spaces[i] ? ' ' : ''}${d}`).join('');
        expect(isValidPhone(text)).toBe(true);
      }),
    );
  });
});

describe('age on the campus start date', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2016-07-06', '2026-07-06')).toBe(10);
    expect(ageOn('2016-07-07', '2026-07-06')).toBe(9);
    expect(ageOn('2016-02-29', '2026-02-28')).toBe(9);
    expect(ageOn('2016-02-29', '2026-03-01')).toBe(10);
    expect(Number.isNaN(ageOn('nope', '2026-07-06'))).toBe(true);
  });

  it('is in range exactly when min ≤ age ≤ max (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (birth, start, a, b) => {
          const min = Math.min(a, b);
          const max = Math.max(a, b);
          const bd = birth.toISOString().slice(0, 10);
          const sd = start.toISOString().slice(0, 10);
          const age = ageOn(bd, sd);
          // Cross-check against date arithmetic: the age-th birthday is on or before the start, the next is after it.
          const [y, m, d] = bd.split('-').map(Number) as [number, number, number];
          const birthday = (k: number) => `${pad(y + k, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          if (bd <= sd) {
            expect(birthday(age) <= sd).toBe(true);
            expect(birthday(age + 1) > sd).toBe(true);
          }
          expect(isAgeInRange(bd, sd, min, max)).toBe(age >= min && age <= max);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('campus price selection', () => {
  it('a club member pays the member price, anyone else the non-member price, in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_99 }), fc.integer({ min: 0, max: 99_999_99 }), fc.boolean(), (m, n, member) => {
        const c = { priceClubMember: (m / 100).toFixed(2), priceNonMember: (n / 100).toFixed(2) };
        expect(campusPriceCents(c, member)).toBe(member ? m : n);
      }),
    );
    expect(campusPriceCents({ priceClubMember: '0.00', priceNonMember: '15.50' }, true)).toBe(0);
  });
});

describe('club registration schema', () => {
  it('parses a valid form, normalising DNI and IBAN', () => {
    const parsed = clubRegistrationInputSchema.parse(clubBody({ playerDni: '12.345.678-z', iban: 'es91 2100 0418 4502 0005 1332' }));
    expect(parsed.playerDni).toBe('12345678Z');
    expect(parsed.iban).toBe('ES9121000418450200051332');
  });
  it('refuses a birth date in the future or implausible for the category', () => {
    const future = clubRegistrationInputSchema.safeParse(clubBody({ birthDate: '2999-01-01' }));
    expect(future.success).toBe(false);
    const ancient = clubRegistrationInputSchema.safeParse(clubBody({ birthDate: '1900-01-01' }));
    expect(ancient.success).toBe(false);
  });
  it('refuses an unknown size and a missing consent', () => {
    expect(clubRegistrationInputSchema.safeParse(clubBody({ shirtSize: 'XXXL' })).success).toBe(false);
    expect(clubRegistrationInputSchema.safeParse(clubBody({ privacyAuthorization: undefined })).success).toBe(false);
    expect(clubRegistrationInputSchema.safeParse(clubBody({ privacyAuthorization: 'yes' })).success).toBe(false);
  });
});
