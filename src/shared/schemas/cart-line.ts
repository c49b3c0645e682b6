/**
 * A cart line's limits, for the checkout schema, the shop's customise dialog and the cart. No zod here: the cart
 * store is in the main bundle.
 */
export const maxLineQuantity = 20;

/** A shirt number: 1 to 3 digits. */
export const customNumberPattern = /^\d{1,3}$/;
