import { Link } from 'wouter';

export function isActive(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/** A navigation link; the active one is highlighted and carries aria-current="page". */
export function NavLink({ href, label, location, onNavigate, block }: {
  href: string;
  label: string;
  location: string;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const active = isActive(location, href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`${block ? 'block px-4 py-3 text-base' : 'px-3 py-2 text-sm'} rounded-md font-medium transition-colors ${
        active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'
      }`}
    >
      {label}
    </Link>
  );
}
