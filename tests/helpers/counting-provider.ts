import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { testWebhookSecret } from '#server/features/payments/create-provider.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from '#server/features/payments/test-provider.ts';

/**
 * A `test` payment provider that counts the calls made to it and can be made to fail or slow down, for
 * createTestApp's `deps.payments`. The app's database exists only once the app is built: call `attach(t)` then.
 */
export function countingProvider() {
  let inner: TestPaymentProvider | undefined;
  const calls: Record<string, number> = { createIntent: 0, retrieveIntent: 0, cancelIntent: 0, refund: 0, refunded: 0 };
  const control: {
    refundFails: boolean;
    refundDelayMs: number;
    /** Runs as a cancel reaches the provider, before it acts (e.g. the family's card form pays that very intent). */
    beforeCancel?: ((intentId: string) => Promise<void>) | undefined;
  } = { refundFails: false, refundDelayMs: 0 };
  const use = () => {
    if (!inner) throw new Error('countingProvider: attach(t) first');
    return inner;
  };
  const provider: TestPaymentProvider = {
    name: 'test',
    async createIntent(input) {
      calls.createIntent! += 1;
      return use().createIntent(input);
    },
    async retrieveIntent(id) {
      calls.retrieveIntent! += 1;
      return use().retrieveIntent(id);
    },
    async cancelIntent(id) {
      calls.cancelIntent! += 1;
      await control.beforeCancel?.(id);
      return use().cancelIntent(id);
    },
    async refund(intentId) {
      calls.refund! += 1;
      if (control.refundDelayMs) await new Promise((r) => setTimeout(r, control.refundDelayMs));
      if (control.refundFails) throw new Error('provider unavailable (simulated)');
      await use().refund(intentId);
      calls.refunded! += 1;
    },
    verifyWebhook: (raw, signature) => use().verifyWebhook(raw, signature),
    signWebhook: (payload, timestamp) => use().signWebhook(payload, timestamp),
    confirm: (input, now) => use().confirm(input, now),
  };
  return {
    provider,
    calls,
    control,
    attach(t: TestApp) {
      inner = createTestPaymentProvider(t.database.db, { webhookSecret: testWebhookSecret(t.app.config) });
    },
    reset() {
      for (const k of Object.keys(calls)) calls[k] = 0;
    },
  };
}

/**
 * A test app (fresh database) whose payments go through a `countingProvider`, for a file's tests: before each test
 * the `wipe` tables are emptied, delivered mails and the provider's counts forgotten, its controls back to normal.
 */
export function withCountingApp(wipe: PgTable[] = []) {
  const counting = countingProvider();
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp({}, {}, undefined, { payments: counting.provider });
    counting.attach(opened);
  });
  afterAll(() => opened?.close());
  beforeEach(async () => {
    for (const table of wipe) await opened!.database.db.delete(table);
    await opened!.app.mail.flush();
    opened!.mails.length = 0;
    counting.reset();
    Object.assign(counting.control, { refundFails: false, refundDelayMs: 0, beforeCancel: undefined });
  });
  return {
    ...counting,
    get t(): TestApp {
      if (!opened) throw new Error('withCountingApp: the app is opened in beforeAll');
      return opened;
    },
  };
}
