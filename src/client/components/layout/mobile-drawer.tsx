import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { club, mainNav } from '#client/components/layout/nav-links.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';
import { DialogShell, focusOnClose } from '#client/components/ui/dialog-shell.tsx';

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
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      classes={drawerClasses}
      title={club.name}
      closeLabel="Tancar el menú"
      onCloseAutoFocus={focusOnClose(() => returnFocus.current)}
    >
      <Dialog.Description className="sr-only">Navegació principal del web del club</Dialog.Description>
      <nav aria-label="Navegació mòbil">
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.href}>
              <NavLink {...item} location={location} block onNavigate={() => onOpenChange(false)} />
            </li>
          ))}
        </ul>
      </nav>
    </DialogShell>
  );
}
