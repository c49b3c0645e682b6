import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Shown by a route whose screen is still being built. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={title} />
      <p className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-6 text-stone-700">
        Aquesta secció estarà disponible molt aviat.
      </p>
    </div>
  );
}
