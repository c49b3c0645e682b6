import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { LanguageSwitcher } from '#client/components/layout/language-switcher.tsx';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { club, mainNav } from '#client/components/layout/nav-links.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';
import { DialogShell, focusOnClose } from '#client/components/ui/dialog-shell.tsx';
import { useMessages } from '#client/lib/i18n.ts';

const drawerClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  content: 'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl',
  header: 'mb-4 flex items-center justify-between',
  title: 'text-lg font-bold text-brand-800',
  close: 'rounded-md p-2 hover:bg-stone-100',
};

/** The mobile side drawer (a lazy chunk: loaded on the first tap of the menu button). */
export default function MobileDrawer({ open, onOpenChange, location, returnFocus }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: string;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages(layoutMessages);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      classes={drawerClasses}
      title={club.name}
      closeLabel={t.closeMenu}
      onCloseAutoFocus={focusOnClose(() => returnFocus.current)}
    >
      <Dialog.Description className="sr-only">{t.drawerDescription}</Dialog.Description>
      <nav aria-label={t.mobileNavigation}>
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} label={t[item.label]} location={location} block onNavigate={() => onOpenChange(false)} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t border-stone-200 pt-4">
        <LanguageSwitcher location={location} />
      </div>
    </DialogShell>
  );
}
