import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at the top, as a visitor expects from a link. */
export function useScrollToTop(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
}
