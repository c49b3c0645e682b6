import placeholder from '#client/assets/court-placeholder.svg';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';
import type { Product } from '#shared/schemas/product.ts';

/** A product's picture with its size set (no layout shift); grids use the small variant. */
export function ProductImage({
  product,
  size,
  eager = false,
  priority = false,
  className = '',
}: {
  product: Product;
  size: 'small' | 'large';
  eager?: boolean;
  /** The page's first image (its largest paint; the server preloads it too): fetched before the rest. */
  priority?: boolean;
  className?: string;
}) {
  const src = resolveImageRef(product.imageUrl, {}, placeholder);
  return (
    <img
      src={size === 'small' ? smallVariant(src) : src}
      alt={product.name}
      width={size === 'small' ? 480 : 1200}
      height={size === 'small' ? 320 : 800}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`aspect-[3/2] w-full bg-stone-100 object-cover ${className}`}
    />
  );
}
