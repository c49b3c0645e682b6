import { describe, expect, it } from 'vitest';
import { parseLinkFragment } from '#client/features/waitlist/use-link-token.ts';

const token = 'KycQpTiQWC7rmNL9GXrnpuPgXds8_qlEf69C19Z1-X0';

describe('the waiting list e-mailed links (/llista-espera#oferta=…, #rebutjar=…, #sortir=…)', () => {
  it('reads the action and the token from the fragment', () => {
    expect(parseLinkFragment(`#oferta=${token}`)).toEqual({ kind: 'offer', token });
    expect(parseLinkFragment(`#rebutjar=${token}`)).toEqual({ kind: 'decline', token });
    expect(parseLinkFragment(`#confirmar=${token}`)).toEqual({ kind: 'confirm', token });
    expect(parseLinkFragment(`#sortir=${token}`)).toEqual({ kind: 'leave', token });
  });

  it('takes a token a mail program escaped', () => {
    expect(parseLinkFragment('#oferta=abc%2Bdef%2Fghi%3Djklmnop')).toEqual({ kind: 'offer', token: 'abc+def/ghi=jklmnop' });
  });

  it('is no link for another fragment, a short or long token, or a broken escape', () => {
    for (const hash of ['', '#', '#oferta=', '#oferta=short', `#altres=${token}`, `#oferta=${'a'.repeat(201)}`, '#oferta=%E0%A4%A0000000000000000%', `#oferta=${token}#sortir=${token}`]) {
      expect(parseLinkFragment(hash), hash).toBeUndefined();
    }
  });
});
