import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body kept in memory with its brotli and gzip forms, made once, on first need. */
export class CompressedBody {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;
  readonly raw: Buffer;

  constructor(body: string | Buffer) {
    this.raw = typeof body === 'string' ? Buffer.from(body) : body;
  }

  /** Sends the smallest form the client accepts (bodies under 1 KB go as they are). */
  send(request: FastifyRequest, reply: FastifyReply, contentType: string) {
    // Added to what the route already varies on (a Catalan page varies on the language cookie too).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').type(contentType);
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (this.raw.length >= 1024) {
      if (/\bbr\b/.test(accept)) {
        this.brotli ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        return reply.header('content-encoding', 'br').send(this.brotli);
      }
      if (/\bgzip\b/.test(accept)) {
        this.gzip ??= gzipSync(this.raw, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(this.gzip);
      }
    }
    return reply.send(this.raw);
  }
}
