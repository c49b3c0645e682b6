import type { CartItem } from '#client/features/cart/cart-store.ts';
import type { CreatePaymentIntentInput, Customer } from '#shared/schemas/checkout.ts';

/** The cart as the server wants it: SPEC's {name, quantity, price} plus what identifies the product and size. */
export function toPaymentIntentInput(items: CartItem[], amount: string, customer: Customer): CreatePaymentIntentInput {
  return {
    amount,
    items: items.map((i) => ({
      productId: i.productId,
      sizeId: i.sizeId,
      selectedSize: i.selectedSize,
      customNumber: i.customNumber,
      customName: i.customName,
      quantity: i.quantity,
      name: i.name,
      price: i.price,
    })),
    customer,
  };
}
