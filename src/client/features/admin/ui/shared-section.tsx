import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { errorText } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';

/** A tab's heading row: title, an optional note (e.g. counts) and the main action (e.g. "Nou partit"). */
export function TabHeader({ id, title, note, action }: { id?: string; title: string; note?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold text-stone-900">
          {title}
        </h2>
        {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      </div>
      {action}
    </div>
  );
}

type ListStateProps = {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
};

/** Loading, failed, empty or the list itself. */
export function ListState({ isPending, error, isEmpty, emptyText, onRetry, children }: ListStateProps) {
  if (isPending) {
    return (
      <p role="status" className="py-8 text-center text-stone-600">
        {adminStrings.dashboard.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className={`${cardClass} p-6 text-center`}>
        <p className="font-medium text-red-800">{adminStrings.common.loadError}</p>
        <p className="mt-1 text-sm text-stone-600">{errorText(error)}</p>
        {onRetry ? (
          <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={onRetry}>
            {adminStrings.dashboard.retry}
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) return <p className={`${cardClass} p-8 text-center text-stone-600`}>{emptyText}</p>;
  return <>{children}</>;
}

/** A small error boundary around one tab, so one broken section does not take the dashboard down. */
export class SectionErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('admin section failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={`${cardClass} p-6 text-center`}>
        <p className="font-medium text-red-800">{adminStrings.dashboard.sectionError}</p>
        <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={() => this.setState({ failed: false })}>
          {adminStrings.dashboard.retry}
        </button>
      </div>
    );
  }
}
