import type { ReactNode } from 'react';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { usePageMeta } from '#client/components/layout/page-meta.ts';
import { useScrollToTop } from '#client/components/layout/scroll-to-top.ts';
import { useMessages } from '#client/lib/i18n.ts';

/** The public layout: skip link, header with navigation, the page, footer. */
export function Layout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  usePageMeta();
  useScrollToTop();
  const t = useMessages(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#contingut" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t.skipToContent}
      </a>
      <Header actions={headerActions} />
      <main id="contingut" className="min-h-screen flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
