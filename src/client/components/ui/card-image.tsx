/**
 * A listing card's picture (team and campus cards): 3:2, sized (no layout shift), lazy unless above the fold, and
 * fetched first when it is the page's largest paint.
 */
export function CardImage({ src, eager, priority }: { src: string; eager: boolean; priority: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="aspect-[3/2] w-full bg-stone-200 object-cover"
    />
  );
}
