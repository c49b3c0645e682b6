import type { ReactNode } from 'react';

/** The public lists' states (teams, matches, photos): loading, failed and empty, each said the same way. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="py-16 text-center text-stone-700">
      {children}
    </div>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800">
      {children}
    </p>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-stone-200 bg-white p-10 text-center text-stone-700">{children}</p>;
}
