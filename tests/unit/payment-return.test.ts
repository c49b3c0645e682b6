import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from '#client/features/cart/payment-return.ts';

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
