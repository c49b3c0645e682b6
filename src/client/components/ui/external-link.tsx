import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link that opens in a new tab, with the outward arrow and the hidden words saying so (`newTabText`). */
export function NewTabLink({ href, className, newTabText, children }: { href: string; className: string; newTabText: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink className="h-4 w-4" aria-hidden />
      <span className="sr-only">{newTabText}</span>
    </a>
  );
}
