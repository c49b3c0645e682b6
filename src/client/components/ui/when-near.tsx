import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (a lazy component) only once its place comes near the screen, or the visitor presses a key —
 * until then `fallback` holds the place. For a heavy part below the fold that a visitor may never reach: on a phone
 * the contact form sits under the club's details and the map, and its validation code (zod, react-hook-form) is
 * fetched and run only when the visitor scrolls towards it, not while the page's first screen is being drawn
 * (issue 21: Lighthouse's blocking time on /contacte). A key press also wakes it, so a keyboard visitor tabbing
 * through the page finds the form's fields by the time they get there.
 */
export function WhenNear({ children, fallback, margin = '200px' }: { children: ReactNode; fallback: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const wake = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined' || !place.current) {
      wake();
      return;
    }
    const watch = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && wake(), { rootMargin: margin });
    watch.observe(place.current);
    window.addEventListener('keydown', wake, { once: true });
    return () => {
      watch.disconnect();
      window.removeEventListener('keydown', wake);
    };
  }, [near, margin]);
  if (!near) return <div ref={place}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
