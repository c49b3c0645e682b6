/**
 * Decision 176: the error messages a public form can show are Catalan on the wire and shown in the page's language
 * through one lookup (lib/error-messages.ts on components/form/error-strings.ts). Here: every Catalan message the
 * shared schemas and the public routes can give is known to the lookup, is translated in es and fr, numbers
 * included; an unknown message passes through unchanged.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formErrors as esFormErrors } from '#client/app/i18n/es/forms/form-errors.ts';
import { formErrors as frFormErrors } from '#client/app/i18n/fr/forms/form-errors.ts';
import { translateError, translateErrorWith } from '#client/lib/error-messages.ts';
import { baseMessages } from '#client/lib/i18n.ts';
import { paymentMessages, checkoutLimitMessages } from '#server/features/payments/checkouts.ts';
import { testPaymentMessages } from '#server/features/payments/test-provider.ts';
import { orderMessages } from '#server/features/orders/service.ts';
import { shopLimitMessages } from '#server/features/shop/service.ts';
import { emailLimitMessage, rateLimitMessage } from '#server/plugins/rate-limit.ts';
import { messages as handlerMessages } from '#server/plugins/error-handler.ts';
import { duplicateRegistrationMessages } from '#server/features/registrations/service.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { waitlistMessages } from '#shared/schemas/campus-waitlist.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { checkoutMessages, lineQuantity } from '#shared/schemas/checkout.ts';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { idSchema, isoDate, required, requiredText } from '#shared/schemas/common.ts';
import { contactInputSchema } from '#shared/schemas/contact.ts';
import { schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';
import { ageRangeMessage } from '#shared/validation/age.ts';
import { emailField, fieldMessages } from '#shared/validation/fields.ts';
import { ibanMessages } from '#shared/validation/iban.ts';
import { documentMessages } from '#shared/validation/identity-document.ts';
import { phoneMessage } from '#shared/validation/phone.ts';

type Texts = Record<string, string>;
const catalan = baseMessages.get('formErrors') as Texts;

/** The first message a schema gives for `value` (at `path`, for an object). */
function messageOf(schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown, path?: string) {
  const issues = schema.safeParse(value).error?.issues ?? [];
  const issue = path ? issues.find((i) => i.path[0] === path) : issues[0];
  if (!issue) throw new Error(`no message for ${String(path)}`);
  return issue.message;
}

const lastYear = `${new Date().getFullYear() - 1}-06-15`;

/** Every Catalan message a public form can show, from the modules that write them. */
const collected: string[] = [
  required,
  messageOf(requiredText(5), 'massa llarg'),
  messageOf(requiredText(5), 'a\u0000'),
  messageOf(emailField, `${'a'.repeat(250)}@example.com`),
  messageOf(isoDate, '15/06/2020'),
  ...Object.values(fieldMessages),
  phoneMessage,
  messageOf(clubRegistrationInputSchema, { birthDate: lastYear }, 'birthDate'),
  messageOf(schoolRegistrationInputSchema, { birthDate: lastYear }, 'birthDate'),
  ...Object.values(documentMessages),
  ...Object.values(ibanMessages),
  messageOf(contactInputSchema, { subject: 'res' }, 'subject'),
  ...Object.values(campusSignUpMessages),
  // The waiting list's and the family page's refusals (their successes are the pages' own texts; the admin's are Catalan).
  ...[waitlistMessages.placesFree, waitlistMessages.duplicate, waitlistMessages.sameChildTwice, waitlistMessages.tooManySiblings],
  ...[waitlistMessages.notFound, waitlistMessages.offerNotFound, waitlistMessages.offerExpired, waitlistMessages.offerGone],
  waitlistMessages.notWaiting,
  ...[familyMessages.linkInvalid, familyMessages.linkExpired, familyMessages.sessionRequired, familyMessages.tooMany],
  ...[familyMessages.refundFailed, familyMessages.notYours, familyMessages.erasurePending],
  ...Object.values(duplicateRegistrationMessages),
  ageRangeMessage(4, 12),
  ...Object.entries(checkoutMessages).filter(([key]) => key !== 'intentCreated').map(([, text]) => text),
  messageOf(lineQuantity, 1.5),
  messageOf(lineQuantity, 0),
  messageOf(lineQuantity, 21),
  messageOf(idSchema('Producte invàlid.'), -1),
  ...Object.values(paymentMessages),
  ...Object.values(checkoutLimitMessages),
  ...Object.values(testPaymentMessages),
  ...Object.values(shopLimitMessages),
  orderMessages.notPaid,
  orderMessages.unknownPayment,
  orderMessages.amountMismatch,
  orderMessages.notShop,
  orderMessages.gone,
  rateLimitMessage,
  emailLimitMessage,
  ...Object.values(handlerMessages),
];

/** Translations that may equal the Catalan (the same words in both languages). */
const sameAsCatalan: Record<'es' | 'fr', string[]> = { es: ['Talla no disponible'], fr: [] };

describe('translated error messages', () => {
  it('the component has every collected message (exact, or its {number} template)', () => {
    const values = Object.values(catalan);
    const patterns = values.filter((v) => v.includes('{')).map((v) => new RegExp(`^${v.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '\\d+')}$`));
    const unknown = collected.filter((m) => !values.includes(m) && !patterns.some((p) => p.test(m)));
    expect(unknown).toEqual([]);
  });

  it('the registrations service still refuses with the message the component knows', () => {
    expect(readFileSync('src/server/features/registrations/service.ts', 'utf8')).toContain(catalan.registrationsClosed);
  });

  for (const [locale, texts] of [['es', esFormErrors as Texts], ['fr', frFormErrors as Texts]] as const) {
    describe(locale, () => {
      it('every collected message is translated', () => {
        const untranslated = collected.filter((m) => translateErrorWith(texts, m) === m && !sameAsCatalan[locale].includes(m));
        expect(untranslated).toEqual([]);
      });

      it('every message of the component is translated, numbers put back in place', () => {
        for (const [key, text] of Object.entries(catalan)) {
          const sample = text.replace(/\{\w+\}/g, '7');
          const translated = translateErrorWith(texts, sample);
          expect(translated, key).toBe(texts[key]!.replace(/\{\w+\}/g, '7'));
          if (!sameAsCatalan[locale].includes(text)) expect(translated, key).not.toBe(sample);
        }
      });

      it('an unknown message, or one already translated, passes through unchanged', () => {
        for (const m of ['Un missatge que ningú coneix.', '', 'Com a màxim cent caràcters.', texts.required!]) {
          expect(translateErrorWith(texts, m)).toBe(m);
        }
      });
    });
  }

  it('messages with numbers keep their numbers', () => {
    const max = messageOf(requiredText(100), 'x'.repeat(101));
    expect(max).toBe('Com a màxim 100 caràcters.');
    expect(translateErrorWith(esFormErrors as Texts, max)).toBe('Como máximo 100 caracteres.');
    expect(translateErrorWith(frFormErrors as Texts, max)).toBe('100\u00a0caractères au maximum.');
    expect(translateErrorWith(frFormErrors as Texts, ageRangeMessage(6, 14))).toBe(
      'Le premier jour du stage, l’enfant doit avoir entre 6 et 14\u00a0ans.',
    );
    expect(translateErrorWith(esFormErrors as Texts, messageOf(schoolRegistrationInputSchema, { birthDate: lastYear }, 'birthDate'))).toBe(
      'Revisa la fecha: el alumno tiene que tener entre 3 y 18 años.',
    );
  });

  it('a Catalan page shows the message as it came', () => {
    expect(translateError(required)).toBe(required);
  });
});
