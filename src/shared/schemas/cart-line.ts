/**
 * A cart line as the shop makes it and the cart keeps it, with its limits (for the checkout schema, the shop's
 * customise dialog and the cart). No zod here: the cart store is in the main bundle.
 */
export type CartLine = {
  productId: number;
  sizeId: number | null;
  name: string;
  /** The price shown when the line was made, "35.00" (the server charges its own). */
  price: string;
  quantity: number;
  selectedSize: string | null;
  customNumber: string | null;
  customName: string | null;
};

/** The server accepts 1–20 units per line. */
export const maxLineQuantity = 20;

/** A shirt number: 1 to 3 digits. */
export const customNumberPattern = /^\d{1,3}$/;
