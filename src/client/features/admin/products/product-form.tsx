import { Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useCreateProduct } from '#client/api/create-product.ts';
import { useUpdateProduct } from '#client/api/update-product.ts';
import { Field } from '#client/components/form/field.tsx';
import { compactInputClass as inputClass } from '#client/components/form/styles.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { adminSubmit, ImageField } from '#client/features/admin/ui/shared-form.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { productStrings as s } from '#client/features/admin/products/strings.ts';
import { smallVariant } from '#client/lib/image-ref.ts';
import { type AdminProduct, productInputSchema } from '#shared/schemas/product.ts';

/** Create or edit a product: fields, image (upload, one of the existing images, or URL), options and sizes. */
export function ProductForm({
  product,
  existingImages,
  onDone,
}: {
  product?: AdminProduct | undefined;
  existingImages: string[];
  onDone: () => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useZodForm(productInputSchema, {
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product?.price ?? '',
      category: product?.category ?? '',
      imageUrl: product?.imageUrl ?? '',
      inStock: product?.inStock ?? true,
      requiresNumber: product?.requiresNumber ?? false,
      requiresName: product?.requiresName ?? false,
      requiresSizes: product?.requiresSizes ?? false,
      // What the form showed travels with each size: the server applies the volunteer's change to the stock as it is
      // when saving, so units families took meanwhile stay taken (decision 194).
      sizes: product?.sizes.map((z) => ({ sizeName: z.sizeName, stock: String(z.stock), stockWas: String(z.stock) })) ?? [],
    },
    // The sizes count only while the product has sizes: rows hidden by unticking them never block the save.
    prepare: (values) => ({ ...values, sizes: values.requiresSizes ? values.sizes : undefined }),
  });
  const sizes = useFieldArray({ control: form.control, name: 'sizes' });
  const errors = form.formState.errors;
  const [imageUrl, requiresSizes] = form.watch(['imageUrl', 'requiresSizes']);
  const [newSize, setNewSize] = useState({ sizeName: '', stock: '' });
  const [imageBusy, setImageBusy] = useState(false);
  const saving = create.isPending || update.isPending;

  const newSizeName = useRef<HTMLInputElement>(null);
  const newSizeStock = useRef<HTMLInputElement>(null);

  // SPEC §5: a size is added only when both its name and its stock are filled.
  const canAddSize = newSize.sizeName.trim() !== '' && newSize.stock.trim() !== '' && Number(newSize.stock) >= 0;
  function addSize() {
    if (!canAddSize) return;
    sizes.append({ sizeName: newSize.sizeName.trim(), stock: newSize.stock.trim() }, { shouldFocus: false });
    setNewSize({ sizeName: '', stock: '' });
    // Ready for the next size (the button, now disabled, would otherwise drop the focus).
    newSizeName.current?.focus();
  }
  // Enter in the new size's fields adds the size; it never submits the product (which left the size out).
  function onNewSizeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canAddSize) addSize();
    else (newSize.sizeName.trim() === '' ? newSizeName : newSizeStock).current?.focus();
  }

  const onSubmit = adminSubmit(
    form,
    (values) => (product ? update.mutateAsync({ id: product.id, data: values }) : create.mutateAsync(values)),
    product ? { success: s.updated, error: s.updateError } : { success: s.created, error: s.createError },
    onDone,
  );

  const text = (name: 'name' | 'price' | 'category', label: string, required = false, extra: Record<string, unknown> = {}) => (
    <Field compact id={`product-${name}`} label={label} required={required} error={errors[name]?.message}>
      {(c) => <input {...c} {...form.register(name)} {...extra} />}
    </Field>
  );
  const check = (name: 'inStock' | 'requiresNumber' | 'requiresName' | 'requiresSizes', label: string) => (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register(name)} />
      {label}
    </label>
  );
  const newSizeInput = (key: keyof typeof newSize, id: string, label: string, ref: RefObject<HTMLInputElement | null>, extra = {}) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-stone-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={`${inputClass} w-28`}
        value={newSize[key]}
        onChange={(e) => setNewSize((v) => ({ ...v, [key]: e.target.value }))}
        onKeyDown={onNewSizeKeyDown}
        {...extra}
      />
    </div>
  );
  const rowError = (i: number) => errors.sizes?.[i]?.stock?.message ?? errors.sizes?.[i]?.sizeName?.message;
  const listError = errors.sizes?.root?.message ?? errors.sizes?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', s.name, true)}
        {text('category', s.category)}
        {text('price', s.price, true, { inputMode: 'decimal', placeholder: '0,00' })}
      </div>
      <Field compact id="product-description" label={s.description} error={errors.description?.message}>
        {(c) => <textarea {...c} rows={3} {...form.register('description')} />}
      </Field>
      <ImageField
        control={form.control}
        name="imageUrl"
        id="product-image"
        label={s.image}
        hint={s.imageHint}
        error={errors.imageUrl?.message}
        onBusyChange={setImageBusy}
      />
      {existingImages.length ? (
        <fieldset>
          <legend className="mb-1 text-sm text-stone-700">{s.existingImages}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {existingImages.map((url, i) => (
              <button
                key={url}
                type="button"
                aria-pressed={imageUrl === url}
                aria-label={s.existingImage(i + 1)}
                onClick={() => form.setValue('imageUrl', url)}
                className="overflow-hidden rounded-md ring-1 ring-stone-200 aria-pressed:ring-4 aria-pressed:ring-brand-600"
              >
                <img src={smallVariant(url)} alt="" width={96} height={64} loading="lazy" className="aspect-[3/2] w-full object-cover" />
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{s.options}</legend>
        {check('inStock', s.inStock)}
        {check('requiresNumber', s.requiresNumber)}
        {check('requiresName', s.requiresName)}
        {check('requiresSizes', s.requiresSizes)}
      </fieldset>
      {requiresSizes ? (
        <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{s.sizes}</legend>
          <p className="text-xs text-stone-600">{s.sizesHint}</p>
          {sizes.fields.length === 0 ? <p className="text-sm text-stone-600">{s.noSizes}</p> : null}
          <ul className="space-y-2">
            {sizes.fields.map((row, i) => (
              <li key={row.id} className="flex items-center gap-2">
                <span className="w-20 font-semibold text-stone-900">{row.sizeName}</span>
                <input
                  type="number"
                  min={0}
                  step={1}
                  aria-label={s.stockOf(row.sizeName)}
                  className={`${inputClass} max-w-28`}
                  {...form.register(`sizes.${i}.stock`)}
                  aria-invalid={errors.sizes?.[i]?.stock ? true : undefined}
                />
                <button type="button" className={buttonClass.ghostDanger} aria-label={s.removeSize(row.sizeName)} onClick={() => sizes.remove(i)}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
                {rowError(i) ? <span className="text-sm font-medium text-red-700">{rowError(i)}</span> : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            {newSizeInput('sizeName', 'new-size-name', s.newSizeName, newSizeName)}
            {newSizeInput('stock', 'new-size-stock', s.stock, newSizeStock, { type: 'number', min: 0, step: 1 })}
            <button type="button" className={buttonClass.secondary} onClick={addSize} disabled={!canAddSize}>
              <Plus className="h-4 w-4" aria-hidden />
              {s.addSize}
            </button>
          </div>
          {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {s.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={saving || imageBusy}>
          {saving ? s.saving : product ? s.save : s.create}
        </button>
      </div>
    </form>
  );
}
