import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { testPaymentIntents } from '#server/db/schema.ts';
import type { IntentStatus, PaymentIntent, PaymentProvider, WebhookEvent } from '#server/features/payments/provider.ts';
import { type AppError, defineErrors } from '#shared/errors.ts';

/**
 * The offline `test` provider (DESIGN.md "Payments"): intents live in test_payment_intents so every instance sees
 * them; the browser's test card form confirms through POST /api/payments/test/confirm. Its webhooks are signed
 * like Stripe's (`t=…,v1=HMAC-SHA256(secret, "t.payload")`), so the webhook route runs unchanged.
 */
export const testCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const testPaymentMessages = defineErrors('card', {
  declined: 'La targeta ha estat denegada. Proveu-ho amb una altra targeta.',
  unknownCard: 'En mode de proves només s’accepten les targetes de prova (4242 4242 4242 4242).',
  invalidNumber: 'El número de targeta no és vàlid.',
  invalidExpiry: 'La data de caducitat no és vàlida (MM/AA).',
  expired: 'La targeta està caducada.',
  invalidCvc: 'El CVC no és vàlid.',
  notFound: 'No s’ha trobat el pagament.',
  canceled: 'Aquest pagament ha caducat o s’ha cancel·lat. Torneu a començar la compra.',
});

export type TestConfirmResult =
  | { outcome: 'succeeded'; intent: PaymentIntent }
  | { outcome: 'declined'; intent: PaymentIntent; message: AppError }
  | { outcome: 'invalid'; message: AppError; field: 'cardNumber' | 'expiry' | 'cvc' }
  | { outcome: 'not_found' }
  | { outcome: 'canceled' };

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  /** What the test card form calls: 4242… succeeds, 4000 0000 0000 0002 is declined. */
  confirm(input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }, now?: Date): Promise<TestConfirmResult>;
  /** Signs a webhook payload the way the provider expects it (tests and the in-process event path use it). */
  signWebhook(payload: string, timestamp?: number): string;
};

export function isTestProvider(p: PaymentProvider): p is TestPaymentProvider {
  return p.name === 'test' && typeof (p as Partial<TestPaymentProvider>).confirm === 'function';
}

type Row = typeof testPaymentIntents.$inferSelect;

function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as IntentStatus,
    metadata: (row.metadata ?? {}) as Record<string, string>,
    cardLast4: row.cardLast4,
    lastError: null,
  };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks the card fields like a card form would; returns the problem, or undefined when they look right. */
export function checkTestCard(
  input: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): { field: 'cardNumber' | 'expiry' | 'cvc'; message: AppError } | undefined {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { field: 'cardNumber', message: testPaymentMessages.invalidNumber };
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!m) return { field: 'expiry', message: testPaymentMessages.invalidExpiry };
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return { field: 'expiry', message: testPaymentMessages.invalidExpiry };
  // A card is valid until the end of its expiry month.
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return { field: 'expiry', message: testPaymentMessages.expired };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { field: 'cvc', message: testPaymentMessages.invalidCvc };
  return undefined;
}

const signatureTolerance = 300;

export function signTestWebhook(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function verifySignature(secret: string, payload: string, header: string): void {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, v] = item.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isFinite(t)) throw new Error('bad signature header');
  if (Math.abs(Date.now() / 1000 - t) > signatureTolerance) throw new Error('signature too old');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex'));
  const ok = (parts.get('v1') ?? []).some((sig) => {
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new Error('signature mismatch');
}

/** A Stripe-shaped event payload for a test intent (what the simulator would "send"). */
export function testWebhookPayload(eventId: string, type: string, intent: PaymentIntent): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amountCents,
        currency: intent.currency,
        status: intent.status,
        metadata: intent.metadata,
      },
    },
  });
}

export function createTestPaymentProvider(db: DbOrTx, opts: { webhookSecret: string }): TestPaymentProvider {
  const find = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
    return row;
  };
  return {
    name: 'test',
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await db
        .insert(testPaymentIntents)
        .values({ id, clientSecret, amountCents, currency, metadata, idempotencyKey })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
      // The same idempotency key gives back the intent made the first time (like Stripe).
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey))
        .limit(1);
      return toIntent(row!);
    },
    async retrieveIntent(id) {
      const row = await find(id);
      return row ? toIntent(row) : undefined;
    },
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
    },
    async refund(intentId) {
      const row = await find(intentId);
      // An intent the simulator never made (e.g. the demo data's orders) has nothing to give back.
      if (!row) return;
      if (row.status !== 'succeeded') throw new Error('only a succeeded test intent can be refunded');
      // A refund asked again is not made twice (as Stripe's idempotency key); `refundCalls` lets a test count the asks.
      const previous = row.metadata as Record<string, string>;
      const metadata = { ...previous, refunded: 'true', refundCalls: String(Number(previous.refundCalls ?? 0) + 1) };
      await db.update(testPaymentIntents).set({ metadata }).where(eq(testPaymentIntents.id, intentId));
    },
    verifyWebhook(rawBody, signature): WebhookEvent {
      if (!signature) throw new Error('missing signature header');
      const payload = rawBody.toString('utf8');
      verifySignature(opts.webhookSecret, payload, signature);
      const event = JSON.parse(payload) as {
        id: string;
        type: string;
        data?: { object?: { object?: string; id: string; amount: number; currency: string; status: IntentStatus; metadata?: Record<string, string> } };
      };
      const o = event.data?.object;
      const result: WebhookEvent = { id: event.id, type: event.type };
      if (o?.object === 'payment_intent') {
        result.intent = { id: o.id, clientSecret: '', amountCents: o.amount, currency: o.currency, status: o.status, metadata: o.metadata ?? {} };
      }
      return result;
    },
    signWebhook(payload, timestamp) {
      return signTestWebhook(opts.webhookSecret, payload, timestamp);
    },
    async confirm(input, now = new Date()) {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.clientSecret, input.clientSecret))
        .limit(1);
      if (!row) return { outcome: 'not_found' };
      if (row.status === 'succeeded') return { outcome: 'succeeded', intent: toIntent(row) };
      if (row.status === 'canceled') return { outcome: 'canceled' };
      const problem = checkTestCard(input, now);
      if (problem) return { outcome: 'invalid', ...problem };
      const number = input.cardNumber.replace(/[\s-]/g, '');
      if (number !== testCards.success) {
        const message = number === testCards.declined ? testPaymentMessages.declined : testPaymentMessages.unknownCard;
        await db.update(testPaymentIntents).set({ status: 'requires_payment_method' }).where(eq(testPaymentIntents.id, row.id));
        return { outcome: 'declined', intent: { ...toIntent(row), status: 'requires_payment_method', lastError: message.message }, message };
      }
      const [updated] = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', cardLast4: number.slice(-4) })
        .where(and(eq(testPaymentIntents.id, row.id), ne(testPaymentIntents.status, 'canceled')))
        .returning();
      if (!updated) return { outcome: 'canceled' };
      return { outcome: 'succeeded', intent: toIntent(updated) };
    },
  };
}
