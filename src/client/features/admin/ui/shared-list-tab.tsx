import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ListState, TabHeader } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';

/** What a tab needs of its list query (a TanStack Query result). */
export type ListQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

type ListBody<T> =
  /** The usual case: one `<ul>` with a row (a keyed `<li>`) per item. */
  | { listClassName: string; renderRow: (item: T) => ReactNode; renderList?: never }
  /** A tab that lays its items out itself (groups, a master-detail inbox). */
  | { renderList: (items: T[]) => ReactNode; listClassName?: never; renderRow?: never };

type AdminListTabProps<T> = {
  /** The heading's id, which also labels the section (e.g. 'tab-equips-heading'). */
  headingId: string;
  title: string;
  note?: ReactNode;
  /** The heading row's action, e.g. an `AddButton`. */
  action?: ReactNode;
  /** What sits between the heading row and the list, whatever the list's state (a table's search and filters). */
  toolbar?: ReactNode;
  query: ListQuery;
  items: T[];
  emptyText: string;
  /** What sits below the list: the create/edit dialogs. */
  children?: ReactNode;
} & ListBody<T>;

/**
 * The scaffold of a back-office list tab: a labelled section with its heading row, then loading, failed (with a
 * retry), empty or the list, then the tab's dialogs.
 */
export function AdminListTab<T>(props: AdminListTabProps<T>) {
  const { headingId, title, note, action, toolbar, query, items, emptyText, children } = props;
  return (
    <section aria-labelledby={headingId}>
      <TabHeader id={headingId} title={title} note={note} action={action} />
      {toolbar}
      <ListState
        isPending={query.isPending}
        error={query.error}
        isEmpty={items.length === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      >
        {props.renderList ? props.renderList(items) : <ul className={props.listClassName}>{items.map(props.renderRow)}</ul>}
      </ListState>
      {children}
    </section>
  );
}

/** The heading row's main action: a primary button with a plus (e.g. "Nou equip"). */
export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={buttonClass.primary} onClick={onClick} disabled={disabled}>
      <Plus className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );
}

type ImageCardProps = {
  src: string;
  alt?: string;
  width?: number;
  height: number;
  /** The image's aspect class, e.g. 'aspect-video'. */
  aspect: string;
  /** Spacing of the body below the image (it is always a flex column filling the card). */
  bodyClassName?: string;
  children: ReactNode;
} & Omit<ComponentProps<'li'>, 'className' | 'children'>;

/** A grid card of a list tab: a lazy image across the top, then a body whose last block (the actions) sits at the bottom. */
export function ImageCard({ src, alt = '', width = 480, height, aspect, bodyClassName = 'p-4', children, ...li }: ImageCardProps) {
  return (
    <li className={`${cardClass} flex flex-col overflow-hidden`} {...li}>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" className={`${aspect} w-full bg-stone-100 object-cover`} />
      <div className={`flex flex-1 flex-col ${bodyClassName}`}>{children}</div>
    </li>
  );
}

/** A card's small category line above its name. */
export function CardKicker({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{children}</p>;
}
