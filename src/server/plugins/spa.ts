import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { metaFor, notFoundMeta, pageMeta } from '#shared/routes.ts';
import { messages } from '#server/plugins/error-handler.ts';
import { CompressedBody } from '#server/http/compressed-body.ts';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Puts the page's own title and description into the built index.html. */
export function renderShell(template: string, meta: { title: string; description: string }): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
}

const fallbackTemplate =
  '<!doctype html><html lang="ca"><head><meta charset="utf-8" /><title></title>' +
  '<meta name="description" content="" /></head><body><div id="root"></div>' +
  '<p>El client no està compilat: executeu <code>npm run build</code>.</p></body></html>';

/**
 * Serves the built client: hashed assets with long-lived caching, the SPA shell for page routes (200 for the
 * routes of SPEC §2, 404 for any other path), JSON 404 for unknown /api paths, and plain 404 for missing files.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.clientDir;
  const indexFile = path.join(dir, 'index.html');
  const hasClient = existsSync(indexFile);
  const template = hasClient ? readFileSync(indexFile, 'utf8') : fallbackTemplate;
  const shells = new Map<string, CompressedBody>();
  for (const [route, meta] of Object.entries(pageMeta)) shells.set(route, new CompressedBody(renderShell(template, meta)));
  const notFoundShell = new CompressedBody(renderShell(template, notFoundMeta));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number, html: CompressedBody) =>
    html.send(request, reply.code(status).header('cache-control', 'no-cache'), 'text/html; charset=utf-8');

  for (const route of shells.keys()) {
    app.get(route, (request, reply) => sendShell(request, reply, 200, shells.get(route)!));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.code(404).send({ message: messages.notFound });
    const isFile = url.startsWith('/assets/') || url.startsWith('/media/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const meta = metaFor(url);
    if (meta) return sendShell(request, reply, 200, shells.get(url.replace(/\/+$/, '') || '/') ?? notFoundShell);
    return sendShell(request, reply, 404, notFoundShell);
  });
});
