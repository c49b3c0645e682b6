import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '#client/components/layout/language-switcher.tsx';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { club, mainNav } from '#client/components/layout/nav-links.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';
import { useMessages } from '#client/lib/i18n.ts';

const MobileDrawer = lazy(() => import('#client/components/layout/mobile-drawer.tsx'));

/** Desktop bar and mobile side drawer (closes after a link is chosen); the active link has aria-current="page". */
export function Header({ actions }: { actions?: React.ReactNode }) {
  const [location] = useLocation();
  const t = useMessages(layoutMessages);
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-lg">{club.name}</span>
        </Link>
        <nav aria-label={t.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={t[item.label]} location={location} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher location={location} compact />
          </div>
          {actions}
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
            aria-label={t.openMenu}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setDrawerLoaded(true);
              setOpen(true);
            }}
          >
            <Menu className="h-6 w-6" aria-hidden />
          </button>
        </div>
      </div>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} location={location} returnFocus={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
