import { lazy, Suspense } from 'react';
import { useToasts } from '#client/lib/toast.ts';

const ToasterView = lazy(() => import('#client/components/ui/toaster-view.tsx'));

/** Mounts Radix Toast only once a toast has been asked for, so pages that never toast do not load it. */
export function Toaster() {
  const items = useToasts();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
