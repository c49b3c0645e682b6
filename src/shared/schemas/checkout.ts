import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { customNumberPattern, maxLineQuantity } from '#shared/schemas/cart-line.ts';
import { idSchema, nullableText, required, requiredText } from '#shared/schemas/common.ts';
import { emailField, phoneField } from '#shared/validation/fields.ts';
import { localeField } from '#shared/schemas/locale-field.ts';

/** Texts of the checkout, copied from SPEC §5 and §8 (both the cart panel and /checkout use them). */
export const checkoutMessages = {
  intentCreated: 'Intenció de pagament creada.',
  // Its refusals (decision 196).
  ...defineErrors('checkout', {
    sizeUnavailable: 'Talla no disponible',
    sizeUnavailableDetail: 'La talla seleccionada no està en stock.',
    sizeRequired: 'Talla obligatòria',
    numberRequired: 'Número obligatori',
    nameRequired: 'Nom obligatori',
    productUnavailable: 'Producte no disponible',
    productOutOfStock: 'Aquest producte està esgotat.',
    productInvalid: 'Producte invàlid.',
    intentFailed: 'Error creant la intenció de pagament',
    emptyCart: 'Afegeix productes al carret abans de fer la compra.',
    numberDigits: 'El número ha de tenir de 1 a 3 xifres.',
    quantityWhole: 'La quantitat ha de ser un nombre enter.',
    quantityMin: 'Com a mínim 1 unitat.',
    quantityMax: 'Com a màxim {max} unitats per línia.',
  }),
};

/** A cart line's optional text, which the browser may send as a number (a shirt number): blank becomes null. */
const optionalLineText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .pipe(nullableText(max));

/**
 * Customer details: name, e-mail and phone are required (SPEC §5), and since issue 13 the e-mail must be plausible
 * and the phone a real number (the registration forms' shared fields), checked in the form before any payment
 * intent and again by the server (400 with field errors `customer.<field>`).
 */
export const customerSchema = z.object({
  name: requiredText(120),
  email: emailField,
  phone: phoneField,
});
export type Customer = z.output<typeof customerSchema>;
export type CustomerInput = z.input<typeof customerSchema>;

/** Quantity of one cart line: 1–20 units. */
export const lineQuantity = z
  .number(coded(checkoutMessages.quantityWhole))
  .int(coded(checkoutMessages.quantityWhole))
  .min(1, coded(checkoutMessages.quantityMin))
  .max(maxLineQuantity, coded(checkoutMessages.quantityMax({ max: maxLineQuantity })));

/**
 * One cart line as the browser sends it to POST /api/create-payment-intent. SPEC's `name` and `price` are accepted
 * but never believed: the server reads name and price from the database.
 */
export const cartLineInputSchema = z.object({
  productId: idSchema(checkoutMessages.productInvalid),
  sizeId: idSchema().nullish(),
  /** The size's name (SPEC's `customSize` / `selectedSize`), used when no sizeId is sent. */
  selectedSize: optionalLineText(40),
  customSize: optionalLineText(40),
  customNumber: optionalLineText(3).refine((v) => v === null || customNumberPattern.test(v), coded(checkoutMessages.numberDigits)),
  customName: optionalLineText(20),
  quantity: lineQuantity,
  name: z.string().max(500).optional(),
  price: z.union([z.string().max(50), z.number()]).optional(),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

/**
 * The shop's customise dialog (SPEC §5): the number, name and size the product asks for, and the quantity, with
 * the cart line's rules. (Whether the chosen size has the stock is the dialog's check, on the sizes it shows.)
 */
export function customisationSchema(product: { requiresNumber: boolean; requiresName: boolean; requiresSizes: boolean }) {
  return z.object({
    sizeId: product.requiresSizes ? z.number(coded(checkoutMessages.sizeRequired)) : z.number().nullable(),
    customNumber: product.requiresNumber
      ? requiredText(3, checkoutMessages.numberRequired).regex(customNumberPattern, coded(checkoutMessages.numberDigits))
      : z.string(),
    customName: product.requiresName ? requiredText(20, checkoutMessages.nameRequired) : z.string(),
    quantity: lineQuantity,
  });
}

/** POST /api/create-payment-intent. `amount` is SPEC's total as a string: accepted, ignored (DESIGN rule 1). */
export const createPaymentIntentSchema = z.object({
  amount: z.union([z.string().max(50), z.number()]).optional(),
  items: z.array(cartLineInputSchema, coded(checkoutMessages.emptyCart)).min(1, coded(checkoutMessages.emptyCart)).max(50),
  customer: customerSchema.optional(),
  locale: localeField,
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const createPaymentIntentResponseSchema = z.object({
  success: z.boolean(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  message: z.string(),
  /** The total the server charges, computed from database prices ("60.00"). */
  amount: z.string(),
  expiresAt: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** A checkout line as stored with the checkout (server-computed, the order copies it). */
export const checkoutLineSchema = z.object({
  productId: z.number(),
  sizeId: z.number().nullable(),
  name: z.string(),
  price: z.string(),
  quantity: z.number(),
  customSize: z.string().nullable(),
  customNumber: z.string().nullable(),
  customName: z.string().nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** GET /api/payments/config: which card form the browser shows. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/payments/test/confirm (the offline `test` provider's card form). */
export const testConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1, coded(required)).max(200),
  cardNumber: z.string(coded(required)).max(40),
  expiry: z.string(coded(required)).max(10),
  cvc: z.string(coded(required)).max(10),
});
/** The test card form: the card's fields (the provider on the server says whether the card is valid). */
export const testCardSchema = testConfirmSchema.omit({ clientSecret: true });
export type TestConfirmInput = z.infer<typeof testConfirmSchema>;

export const testConfirmResponseSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
});
