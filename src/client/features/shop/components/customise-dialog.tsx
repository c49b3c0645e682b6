import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useProductSizes } from '#client/api/get-product-sizes.ts';
import { shopStrings as s } from '#client/features/shop/strings.ts';
import { useDialogFocus } from '#client/lib/dialog-focus.ts';
import { toast } from '#client/lib/toast.ts';
import { formatPrice } from '#shared/money.ts';
import type { Product, ProductSize } from '#shared/schemas/product.ts';

/** What the customer chose; the route turns it into a cart line. */
export type ShopLine = {
  productId: number;
  sizeId: number | null;
  name: string;
  price: string;
  quantity: number;
  selectedSize: string | null;
  customNumber: string | null;
  customName: string | null;
};

type Errors = Partial<Record<'number' | 'name' | 'size' | 'quantity', string>>;

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700';

/**
 * SPEC §5's rules, in order: a required number ('Número obligatori'), a required name ('Nom obligatori'), a required
 * size ('Talla obligatòria'); a chosen size without stock or not found is 'Talla no disponible'.
 */
export function validateCustomisation(
  product: Product,
  values: { number: string; name: string; sizeId: number | null; quantity: number },
  sizes: ProductSize[],
): { errors: Errors; unavailable: boolean } {
  const errors: Errors = {};
  if (product.requiresNumber) {
    if (!values.number.trim()) errors.number = s.numberRequired;
    else if (!/^\d{1,3}$/.test(values.number.trim())) errors.number = s.numberInvalid;
  }
  if (product.requiresName && !values.name.trim()) errors.name = s.nameRequired;
  if (!Number.isInteger(values.quantity) || values.quantity < 1 || values.quantity > 20) errors.quantity = s.quantityInvalid;
  let unavailable = false;
  if (product.requiresSizes) {
    if (values.sizeId === null) errors.size = s.sizeRequired;
    else {
      const size = sizes.find((z) => z.id === values.sizeId);
      if (!size || size.stock < 1 || size.stock < values.quantity) unavailable = true;
    }
  }
  return { errors, unavailable };
}

function Customise({ product, onAdd }: { product: Product; onAdd: (line: ShopLine) => void }) {
  const id = useId();
  const sizes = useProductSizes(product.id, product.requiresSizes);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<Errors>({});
  const list = sizes.data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = Number(quantity);
    const result = validateCustomisation(product, { number, name, sizeId, quantity: q }, list);
    setErrors(result.errors);
    if (Object.keys(result.errors).length) return;
    if (result.unavailable) {
      toast({ title: s.sizeUnavailable, description: s.sizeUnavailableText, variant: 'destructive' });
      return;
    }
    const size = list.find((z) => z.id === sizeId);
    onAdd({
      productId: product.id,
      sizeId: product.requiresSizes ? (size?.id ?? null) : null,
      name: product.name,
      price: product.price,
      quantity: q,
      selectedSize: product.requiresSizes ? (size?.sizeName ?? null) : null,
      customNumber: product.requiresNumber ? number.trim() : null,
      customName: product.requiresName ? name.trim() : null,
    });
  }

  const error = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {product.requiresSizes ? (
        <fieldset {...invalid('size')}>
          <legend className="text-sm font-semibold text-stone-800">{s.size}</legend>
          {sizes.isPending ? (
            <p role="status" className="mt-2 text-sm text-stone-600">
              {s.sizesLoading}
            </p>
          ) : list.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{s.noSizes}</p>
          ) : (
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
                        checked={sizeId === size.id}
                        onChange={() => setSizeId(size.id)}
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
          {error('size')}
        </fieldset>
      ) : null}
      {product.requiresNumber ? (
        <div>
          <label htmlFor={`${id}-number`} className="block text-sm font-semibold text-stone-800">
            {s.number}
          </label>
          <input
            id={`${id}-number`}
            className={inputClass}
            inputMode="numeric"
            maxLength={3}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            {...invalid('number')}
          />
          {error('number')}
        </div>
      ) : null}
      {product.requiresName ? (
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-stone-800">
            {s.name}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            maxLength={20}
            autoCapitalize="characters"
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...invalid('name')}
          />
          {error('name')}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-quantity`} className="block text-sm font-semibold text-stone-800">
          {s.quantity}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          min={1}
          max={20}
          step={1}
          className={`${inputClass} max-w-28`}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          {...invalid('quantity')}
        />
        {error('quantity')}
      </div>
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
                  <Dialog.Title className="text-xl font-bold text-stone-900">{s.customiseTitle(product.name)}</Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-stone-600">
                    {s.customiseText} {formatPrice(product.price)}
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
