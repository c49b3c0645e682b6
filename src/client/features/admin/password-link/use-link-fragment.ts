import { useEffect, useState } from 'react';

/** The link's token: `/admin/contrasenya#<43 characters of base64url>`. */
const tokenPattern = /^#([A-Za-z0-9_-]{43})$/;
const tokenIn = (hash: string) => tokenPattern.exec(hash)?.[1];

/**
 * The token, read from the address's fragment (browsers never send a fragment to a server or in a Referer), then
 * taken out of the address bar at once: no history entry, bookmark or screenshot keeps it. A link pasted over the
 * open page (only the fragment changes) is taken the same way. Undefined when the page was opened without one (or
 * reloaded after it was taken).
 */
export function useLinkFragment(): string | undefined {
  const [token, setToken] = useState(() => (typeof location === 'undefined' ? undefined : tokenIn(location.hash)));
  useEffect(() => {
    const take = () => {
      const found = tokenIn(location.hash);
      if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      // A second run (React's development double effect) finds the address already clean and keeps the token.
      if (found) setToken(found);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  return token;
}
