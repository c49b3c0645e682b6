import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useProductSizes } from '#client/api/get-product-sizes.ts';
import { describedBy, Field, FieldError } from '#client/components/form/field.tsx';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { shopMessages } from '#client/features/shop/strings.ts';
import { useDialogFocus } from '#client/lib/dialog-focus.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { formatPrice } from '#shared/money.ts';
import { type CartLine, maxLineQuantity } from '#shared/schemas/cart-line.ts';
import { customisationSchema } from '#shared/schemas/checkout.ts';
import type { Product } from '#shared/schemas/product.ts';

/** What the customer chose; the route turns it into a cart line. */
export type ShopLine = CartLine;

/**
 * SPEC §5's rules (the shared customisation schema): a required number ('Número obligatori'), a required name ('Nom
 * obligatori'), a required size ('Talla obligatòria'); a chosen size without the stock is 'Talla no disponible'.
 */
function Customise({ product, onAdd }: { product: Product; onAdd: (line: ShopLine) => void }) {
  const s = useMessages(shopMessages);
  const id = useId();
  const sizes = useProductSizes(product.id, product.requiresSizes);
  const schema = useMemo(() => customisationSchema(product), [product]);
  const form = useZodForm(schema, { defaultValues: { sizeId: null, customNumber: '', customName: '', quantity: 1 } });
  const errors = form.formState.errors;
  const list = sizes.data ?? [];

  const onSubmit = form.handleSubmit((values) => {
    const size = list.find((z) => z.id === values.sizeId);
    if (product.requiresSizes && (!size || size.stock < 1 || size.stock < values.quantity)) {
      toast({ title: s.sizeUnavailable, description: s.sizeUnavailableText, variant: 'destructive' });
      return;
    }
    onAdd({
      productId: product.id,
      sizeId: product.requiresSizes ? (size?.id ?? null) : null,
      name: product.name,
      price: product.price,
      quantity: values.quantity,
      selectedSize: product.requiresSizes ? (size?.sizeName ?? null) : null,
      customNumber: product.requiresNumber ? values.customNumber : null,
      customName: product.requiresName ? values.customName : null,
    });
  });

  const sizeError = errors.sizeId?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {product.requiresSizes ? (
        <fieldset {...describedBy(`${id}-size`, { error: sizeError })}>
          <legend className="text-sm font-semibold text-stone-800">{s.size}</legend>
          {sizes.isPending ? (
            <p role="status" className="mt-2 text-sm text-stone-600">
              {s.sizesLoading}
            </p>
          ) : list.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{s.noSizes}</p>
          ) : (
            <Controller
              control={form.control}
              name="sizeId"
              render={({ field }) => (
                <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {list.map((size) => {
                    const out = size.stock < 1;
                    return (
                      <label
                        key={size.id}
                        className={`flex cursor-pointer flex-col rounded-md border p-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                          out ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500' : 'border-stone-300'
                        }`}
                      >
                        <span className="flex items-center gap-2">
                          <input
                            type="radio"
                            name={`${id}-size`}
                            value={size.id}
                            disabled={out}
                            checked={field.value === size.id}
                            onChange={() => field.onChange(size.id)}
                            onBlur={field.onBlur}
                            className="accent-brand-700"
                          />
                          <span className="font-semibold text-stone-900">{size.sizeName}</span>
                        </span>
                        <span className={out ? 'text-stone-600' : 'text-green-800'}>{out ? s.noStock : s.available(size.stock)}</span>
                      </label>
                    );
                  })}
                </div>
              )}
            />
          )}
          <FieldError id={`${id}-size`} message={sizeError} />
        </fieldset>
      ) : null}
      {product.requiresNumber ? (
        <Field id={`${id}-number`} label={s.number} error={errors.customNumber?.message}>
          {(c) => <input {...c} inputMode="numeric" maxLength={3} {...form.register('customNumber')} />}
        </Field>
      ) : null}
      {product.requiresName ? (
        <Field id={`${id}-name`} label={s.name} error={errors.customName?.message}>
          {(c) => <input {...c} maxLength={20} autoCapitalize="characters" {...form.register('customName')} />}
        </Field>
      ) : null}
      <Field id={`${id}-quantity`} label={s.quantity} error={errors.quantity?.message}>
        {(c) => (
          <input
            {...c}
            type="number"
            min={1}
            max={maxLineQuantity}
            step={1}
            className={`${c.className} max-w-28`}
            {...form.register('quantity', { valueAsNumber: true })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {s.add}
        </button>
        <Dialog.Close className="rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50">
          {s.cancel}
        </Dialog.Close>
      </div>
    </form>
  );
}

/** The customisation dialog: size (from GET /api/products/{id}/sizes), number, name and quantity. */
export function CustomiseDialog({
  product,
  onOpenChange,
  onAdd,
}: {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
  onAdd: (line: ShopLine) => void;
}) {
  const s = useMessages(shopMessages);
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={product !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          {...focus}
        >
          {product ? (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-xl font-bold text-stone-900">{s.customiseTitle({ name: product.name })}</Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-stone-600">
                    {s.customiseText} {formatPrice(product.price, pageLocale)}
                  </Dialog.Description>
                </div>
                <Dialog.Close className="rounded p-1 text-stone-600 hover:bg-stone-100" aria-label={s.close}>
                  <X className="h-5 w-5" aria-hidden />
                </Dialog.Close>
              </div>
              <Customise key={product.id} product={product} onAdd={onAdd} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
