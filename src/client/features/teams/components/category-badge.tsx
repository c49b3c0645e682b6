import { categoryBadgeClass } from '#client/features/teams/category-colors.ts';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset ${categoryBadgeClass(category)}`}
    >
      {category}
    </span>
  );
}
