import { useEffect, useState } from 'react';

/**
 * What an e-mailed link asks for: `#oferta=` the offer, `#rebutjar=` the offer with its decline, `#sortir=` leaving,
 * `#confirmar=` confirming the entry's address (issue 22 finding 1).
 */
export type LinkAction = { kind: 'offer' | 'decline' | 'leave' | 'confirm'; token: string };

const kinds = { oferta: 'offer', rebutjar: 'decline', sortir: 'leave', confirmar: 'confirm' } as const;

/** Reads `#oferta=<token>` (or rebutjar, sortir, confirmar) from a fragment; anything else is no link. */
export function parseLinkFragment(hash: string): LinkAction | undefined {
  const match = /^#(oferta|rebutjar|sortir|confirmar)=([^\s#&]+)$/.exec(hash.trim());
  if (!match) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  return token.length >= 16 && token.length <= 200 ? { kind: kinds[match[1] as keyof typeof kinds], token } : undefined;
}

/**
 * The link's action, read once from the address's fragment (never sent to the server, so never in its logs), then
 * taken out of the address bar: the token is not kept in history nor shown to someone looking over a shoulder.
 */
export function useLinkToken(): LinkAction | undefined {
  const [action] = useState(() => (typeof location === 'undefined' ? undefined : parseLinkFragment(location.hash)));
  useEffect(() => {
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);
  return action;
}
