import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepIntervalMs, sweepTurn } from '#server/features/sweep/turn.ts';

/**
 * Expired reservations and refunds due are settled on a timer (one instance at a time, features/sweep/turn.ts),
 * never by a request: once the app is ready, every `intervalMs` (unref'd: it never keeps the process alive), one
 * turn at a time, until the app closes (the turn under way is awaited). Tests shorten `intervalMs`.
 */
export const sweepPlugin = fp(
  async (app: FastifyInstance, opts: { intervalMs?: number | undefined }) => {
    const intervalMs = opts.intervalMs ?? sweepIntervalMs;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = sweepTurn(app)
          .catch((err) => app.log.error({ err }, 'reservation sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'sweep', dependencies: ['database', 'mail', 'payments', 'checkout-handlers'] },
);
