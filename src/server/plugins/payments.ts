import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from '#server/features/payments/create-provider.ts';
import type { PaymentProvider } from '#server/features/payments/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider (stripe or test), chosen by config.payments.provider. */
    payments: PaymentProvider;
  }
}

/** `app.payments`: `opts.payments` (tests pass a fake, or a Stripe SDK on a local server), else the configured one. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { payments?: PaymentProvider | undefined }) => {
    app.decorate('payments', opts.payments ?? createPaymentProvider(app.config, app.db));
  },
  { name: 'payments', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
