import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useCreateProduct } from '#client/api/create-product.ts';
import { useUpdateProduct } from '#client/api/update-product.ts';
import { describedBy, Field } from '#client/features/admin/ui/shared-form.tsx';
import { ImagePicker } from '#client/features/admin/ui/shared-image-picker.tsx';
import { buttonClass, inputClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { productStrings as s } from '#client/features/admin/products/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { smallVariant } from '#client/lib/image-ref.ts';
import { type AdminProduct, productInputSchema, productUpdateSchema } from '#shared/schemas/product.ts';

type SizeRow = { key: number; sizeName: string; stock: string };
type Errors = Record<string, string>;

let nextKey = 1;

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

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
  const [values, setValues] = useState({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    category: product?.category ?? '',
    imageUrl: product?.imageUrl ?? '',
    inStock: product?.inStock ?? true,
    requiresNumber: product?.requiresNumber ?? false,
    requiresName: product?.requiresName ?? false,
    requiresSizes: product?.requiresSizes ?? false,
  });
  const [sizes, setSizes] = useState<SizeRow[]>(
    () => product?.sizes.map((z) => ({ key: nextKey++, sizeName: z.sizeName, stock: String(z.stock) })) ?? [],
  );
  const [newSize, setNewSize] = useState({ sizeName: '', stock: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [imageBusy, setImageBusy] = useState(false);
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const newSizeName = useRef<HTMLInputElement>(null);
  const newSizeStock = useRef<HTMLInputElement>(null);

  // SPEC §5: a size is added only when both its name and its stock are filled.
  const canAddSize = newSize.sizeName.trim() !== '' && newSize.stock.trim() !== '' && Number(newSize.stock) >= 0;
  function addSize() {
    if (!canAddSize) return;
    setSizes((list) => [...list, { key: nextKey++, sizeName: newSize.sizeName.trim(), stock: newSize.stock.trim() }]);
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      ...values,
      ...(values.requiresSizes ? { sizes: sizes.map(({ sizeName, stock }) => ({ sizeName, stock })) } : {}),
    };
    const parsed = (product ? productUpdateSchema : productInputSchema).safeParse(payload);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, data: payload });
        notifySuccess(s.updated);
      } else {
        await create.mutateAsync(payload);
        notifySuccess(s.created);
      }
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      }
      notifyError(product ? s.updateError : s.createError, err);
    }
  }

  const text = (name: 'name' | 'price' | 'category', label: string, required = false, extra: Record<string, unknown> = {}) => {
    const id = `product-${name}`;
    return (
      <Field id={id} label={label} required={required} error={errors[name]}>
        <input
          id={id}
          className={inputClass}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
          {...describedBy(id, { error: errors[name] })}
          {...extra}
        />
      </Field>
    );
  };
  const check = (name: 'inStock' | 'requiresNumber' | 'requiresName' | 'requiresSizes', label: string) => (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values[name]} onChange={(e) => set(name, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', s.name, true)}
        {text('category', s.category)}
        {text('price', s.price, true, { inputMode: 'decimal', placeholder: '0,00' })}
      </div>
      <Field id="product-description" label={s.description} error={errors.description}>
        <textarea
          id="product-description"
          rows={3}
          className={inputClass}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...describedBy('product-description', { error: errors.description })}
        />
      </Field>
      <ImagePicker
        id="product-image"
        label={s.image}
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        hint={s.imageHint}
        error={errors.imageUrl}
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
                aria-pressed={values.imageUrl === url}
                aria-label={s.existingImage(i + 1)}
                onClick={() => set('imageUrl', url)}
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
      {values.requiresSizes ? (
        <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{s.sizes}</legend>
          <p className="text-xs text-stone-600">{s.sizesHint}</p>
          {sizes.length === 0 ? <p className="text-sm text-stone-600">{s.noSizes}</p> : null}
          <ul className="space-y-2">
            {sizes.map((row, i) => (
              <li key={row.key} className="flex items-center gap-2">
                <span className="w-20 font-semibold text-stone-900">{row.sizeName}</span>
                <input
                  type="number"
                  min={0}
                  step={1}
                  aria-label={s.stockOf(row.sizeName)}
                  className={`${inputClass} max-w-28`}
                  value={row.stock}
                  onChange={(e) => setSizes((list) => list.map((r) => (r.key === row.key ? { ...r, stock: e.target.value } : r)))}
                  aria-invalid={errors[`sizes.${i}.stock`] ? true : undefined}
                />
                <button
                  type="button"
                  className={buttonClass.ghostDanger}
                  aria-label={s.removeSize(row.sizeName)}
                  onClick={() => setSizes((list) => list.filter((r) => r.key !== row.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
                {errors[`sizes.${i}.stock`] || errors[`sizes.${i}.sizeName`] ? (
                  <span className="text-sm font-medium text-red-700">{errors[`sizes.${i}.stock`] ?? errors[`sizes.${i}.sizeName`]}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="new-size-name" className="mb-1 block text-sm text-stone-800">
                {s.newSizeName}
              </label>
              <input
                id="new-size-name"
                ref={newSizeName}
                className={`${inputClass} w-28`}
                value={newSize.sizeName}
                onChange={(e) => setNewSize((v) => ({ ...v, sizeName: e.target.value }))}
                onKeyDown={onNewSizeKeyDown}
              />
            </div>
            <div>
              <label htmlFor="new-size-stock" className="mb-1 block text-sm text-stone-800">
                {s.stock}
              </label>
              <input
                id="new-size-stock"
                ref={newSizeStock}
                type="number"
                min={0}
                step={1}
                className={`${inputClass} w-28`}
                value={newSize.stock}
                onChange={(e) => setNewSize((v) => ({ ...v, stock: e.target.value }))}
                onKeyDown={onNewSizeKeyDown}
              />
            </div>
            <button type="button" className={buttonClass.secondary} onClick={addSize} disabled={!canAddSize}>
              <Plus className="h-4 w-4" aria-hidden />
              {s.addSize}
            </button>
          </div>
          {errors.sizes ? <p className="text-sm font-medium text-red-700">{errors.sizes}</p> : null}
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
