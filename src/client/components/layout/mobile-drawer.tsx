import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { club, mainNav } from '#client/components/layout/nav-links.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';

/** The mobile side drawer (a lazy chunk: loaded on the first tap of the menu button). */
export default function MobileDrawer({ open, onOpenChange, location, returnFocus }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: string;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-800">{club.name}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-stone-100" aria-label="Tancar el menú">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
