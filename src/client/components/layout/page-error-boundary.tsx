import { Component, type ReactNode } from 'react';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { queryClient } from '#client/lib/query-client.ts';

/** A route's code that failed to download (offline, or a deploy replaced its hashed file) rather than a bug. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper says "preload".
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(message);
}

type Props = {
  /** Changing it (the path) clears a failure, so the header's links lead to working pages again. */
  resetKey: string;
  children: ReactNode;
};

/**
 * Around the routed page, inside the layout: a render error or a route chunk that did not load shows a
 * message with a retry, and the header and footer stay, instead of a blank site. The retry renders the page again,
 * its data fetched anew (the cached answer may be what broke it: data never goes stale by itself here); for a chunk
 * that did not load it reloads the page, since React keeps a failed lazy import failed (and after a deploy only a
 * fresh index.html names the new files).
 */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  // React logs the error itself (console.error, its default onCaughtError).
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    // The failed page is unmounted, so its queries are the inactive ones; the header's stay.
    queryClient.removeQueries({ type: 'inactive' });
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const t = layoutMessages.get();
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t.errorTitle}</h1>
        <p className="mt-3 text-stone-600">{t.errorText}</p>
        <button
          type="button"
          onClick={this.retry}
          className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
      </div>
    );
  }
}
