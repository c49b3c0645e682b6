import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-600">{subtitle}</p> : null}
    </div>
  );
}

/** A plain page: its centred header, then the content below it. */
export function HeadedPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mt-10">{children}</div>
    </div>
  );
}
