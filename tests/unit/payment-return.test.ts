import { describe, expect, it, vi } from 'vitest';
import { clearPending, readPaymentReturn, savePending, takePending } from '#client/lib/payment-return.ts';

describe("Stripe's return address (/botiga?payment_intent=…&redirect_status=…)", () => {
  it('reads the intent and the status Stripe sends', () => {
    expect(readPaymentReturn('?payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded')).toEqual({
      paymentIntentId: 'pi_3Abc',
      status: 'succeeded',
    });
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=processing')).toEqual({ paymentIntentId: 'pi_1', status: 'processing' });
  });

  it('any other status is a failed payment', () => {
    for (const s of ['failed', 'requires_payment_method', 'canceled', 'x']) {
      expect(readPaymentReturn(`?payment_intent=pi_1&redirect_status=${s}`)?.status).toBe('failed');
    }
  });

  it('is no return without both the intent and a status', () => {
    for (const search of ['', '?redirect_status=succeeded', '?payment_intent=pi_1', '?payment_intent=%20&redirect_status=succeeded', '?producte=3']) {
      expect(readPaymentReturn(search)).toBeNull();
    }
  });
});

describe('what waits for the return (session storage)', () => {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };

  it('gives the value back once, only for its own payment intent', () => {
    vi.stubGlobal('sessionStorage', storage);
    savePending('k', 'pi_1', { name: 'Anna' });
    expect(takePending('k', 'pi_1')).toEqual({ name: 'Anna' });
    expect(takePending('k', 'pi_1')).toBeUndefined();
    savePending('k', 'pi_1', { name: 'Anna' });
    // Another intent's return neither gets it nor leaves it for later.
    expect(takePending('k', 'pi_2')).toBeUndefined();
    expect(takePending('k', 'pi_1')).toBeUndefined();
    savePending('k', 'pi_3', 1);
    clearPending('k');
    expect(takePending('k', 'pi_3')).toBeUndefined();
    memory.set('k', '{not json');
    expect(takePending('k', 'pi_3')).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('never throws when storage is unavailable', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => savePending('k', 'pi_1', 1)).not.toThrow();
    expect(takePending('k', 'pi_1')).toBeUndefined();
    expect(() => clearPending('k')).not.toThrow();
    vi.unstubAllGlobals();
  });
});
