import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartLineInputSchema, customerSchema } from '#shared/schemas/checkout.ts';
import { nullableText, optionalText, required, requiredText } from '#shared/schemas/common.ts';
import { orderItemInputSchema } from '#shared/schemas/order.ts';
import { productMessages } from '#shared/schemas/product.ts';

/** The one set of text-field builders (issue 11, item 3): trimmed, bounded, never a NUL character. */

const nulMessage = 'El text conté caràcters no permesos.';
const max = 30;

const builders: [string, z.ZodType][] = [
  ['requiredText', requiredText(max)],
  ['requiredText with its own message', requiredText(max, productMessages.nameRequired)],
  ['optionalText', optionalText(max)],
  ['optionalText with a fallback', optionalText(max, 'General')],
  ['nullableText', nullableText(max)],
];

/** Text without NUL that is not blank once trimmed, short enough to fit. */
const word = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !s.includes('\u0000') && s.trim() !== '');
const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \t\n ');

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe.each(builders)('%s', (_name, schema) => {
  it('refuses a NUL character anywhere with one Catalan issue', () => {
    fc.assert(
      fc.property(word, fc.nat(), (text, at) => {
        const i = at % (text.length + 1);
        const value = `${text.slice(0, i)}\u0000${text.slice(i)}`;
        expect(messagesOf(schema, value)).toEqual([nulMessage]);
      }),
    );
  });

  it('refuses every invisible control anywhere — bidirectional overrides, C0/C1 controls, zero-width space — with the same issue (issue 22 finding 7)', () => {
    const invisible = fc.constantFrom(
      ...['\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009F', '\u061C', '\u200B', '\u200E', '\u200F'],
      ...['\u2028', '\u2029', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2060', '\u2064', '\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\uFEFF', '\uFFF9', '\uFFFB'],
    );
    // Inside the text: at either end, the ones JavaScript counts as white space (VT, FF, BOM, line separators) are
    // trimmed away with the rest, which leaves nothing invisible either.
    fc.assert(
      fc.property(word, invisible, word, (before, control, after) => {
        expect(messagesOf(schema, `${before}${control}${after}`)).toEqual([nulMessage]);
      }),
    );
    // "Pau" + RIGHT-TO-LEFT OVERRIDE + "exe.txt": reads as another name in a table or a mail subject.
    expect(messagesOf(schema, 'Pau\u202Eexe.txt')).toEqual([nulMessage]);
  });

  it('keeps what names and messages need: letters of every script, emoji with joiners, tabs and line ends inside', () => {
    for (const text of ['Núria Puigcerdà', 'Łukasz Żółć', 'محمد', 'Zoë 👨\u200D👩\u200D👧', 'a\tb', 'Línia 1\nLínia 2', 'می\u200Cخواهم']) {
      expect(messagesOf(schema, text), JSON.stringify(text)).toEqual([]);
    }
  });

  it('trims what it keeps', () => {
    fc.assert(
      fc.property(padding, word, padding, (before, text, after) => {
        expect(schema.parse(`${before}${text}${after}`)).toBe(text.trim());
      }),
    );
  });

  it(`refuses more than ${max} characters`, () => {
    expect(messagesOf(schema, 'x'.repeat(max + 1))).toEqual([`Com a màxim ${max} caràcters.`]);
    expect(schema.parse(` ${'x'.repeat(max)} `)).toBe('x'.repeat(max));
  });
});

describe('blank text', () => {
  it('is refused by requiredText with its message, and becomes the fallback or null otherwise', () => {
    for (const blank of ['', '   ', undefined, null]) {
      expect(messagesOf(requiredText(max), blank)).toEqual([required.message]);
      expect(messagesOf(requiredText(max, productMessages.nameRequired), blank)).toEqual(['El nom és obligatori.']);
      expect(optionalText(max).parse(blank)).toBe('');
      expect(optionalText(max, 'General').parse(blank)).toBe('General');
      expect(nullableText(max).parse(blank)).toBeNull();
    }
  });
});

describe('fields built on them', () => {
  const line = { orderId: 1, productId: 1, quantity: 1 };

  it.each(['customName', 'customNumber', 'customSize'])('the order line refuses a NUL in %s', (field) => {
    const result = orderItemInputSchema.safeParse({ ...line, [field]: 'A\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: nulMessage })]);
    expect(orderItemInputSchema.parse({ ...line, [field]: ' 7 ' })[field as 'customName']).toBe('7');
  });

  it('the cart line and the customer refuse a NUL and trim', () => {
    const cartLine = { productId: 1, quantity: 1 };
    expect(messagesOf(cartLineInputSchema, { ...cartLine, customName: 'Anna\u0000' })).toEqual([nulMessage]);
    expect(cartLineInputSchema.parse({ ...cartLine, customName: ' Anna ', customNumber: 7 })).toMatchObject({
      customName: 'Anna',
      customNumber: '7',
      customSize: null,
    });
    const person = { name: 'Anna', email: 'anna@example.cat', phone: '600000000' };
    expect(messagesOf(customerSchema, { ...person, name: 'An\u0000na' })).toEqual([nulMessage]);
    expect(customerSchema.parse({ ...person, name: '  Anna ' }).name).toBe('Anna');
  });
});
