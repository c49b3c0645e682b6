import { useEffect } from 'react';
import { useCreateFamilySession } from '#client/api/create-family-session.ts';

/** The e-mailed link: /les-meves-inscripcions#entrar=<token> (a fragment never reaches a server's logs). */
const linkPattern = /^#entrar=([A-Za-z0-9_-]{16,200})$/;

/**
 * On arriving by the e-mailed link (or pasting it over the open page: only the fragment changes), its token leaves
 * the address bar at once (no history entry, bookmark or shared screenshot keeps it) and is exchanged for the
 * session; the link works once.
 */
export function useLinkFromAddress() {
  const session = useCreateFamilySession();
  const { mutate } = session;
  useEffect(() => {
    const take = () => {
      const token = linkPattern.exec(location.hash)?.[1];
      if (!token) return;
      // Gone from the address before anything else, so a second run (a re-render, React's dev double effect) finds none.
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      mutate(token);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [mutate]);
  return session;
}
