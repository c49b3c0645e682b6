import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '#server/config.ts';

/**
 * Fastify's server options against slow clients (docs/decisions/016-slow-clients.md): a request must arrive whole
 * within `requestTimeoutMs` (its headers within `headersTimeoutMs`), a socket with no traffic is closed after
 * `idleTimeoutMs`, an idle keep-alive socket after `keepAliveTimeoutMs`.
 */
export function slowClientOptions(http: Config['http']) {
  return {
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      // Node wants headersTimeout ≤ requestTimeout; both are checked every connectionsCheckingInterval.
      headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: http.checkIntervalMs,
    },
  };
}

/**
 * At most `max` open sockets per remote address: one more is closed at once, before it can hold anything. Behind a
 * proxy every socket comes from the proxy, so the cap is off there unless MAX_CONNECTIONS_PER_ADDRESS asks for it.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
