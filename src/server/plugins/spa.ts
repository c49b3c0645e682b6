import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localizedPageMeta } from '#shared/i18n/page-meta.ts';
import { idFromSlug, itemPages, type ItemKind } from '#shared/item-links.ts';
import { baseLocale, isLocale, type Locale, localeCookie, localeOfPath, localizePath, locales, stripLocale } from '#shared/locales.ts';
import { metaFor, notFoundMeta, pageMeta, paths } from '#shared/routes.ts';
import { shareMetaFor } from '#server/features/site/share-meta.ts';
import { shareTags } from '#server/plugins/share-tags.ts';
import { notFound } from '#server/http-error.ts';
import { initialDataScript, loadPageData, type PageData, pageSources } from '#server/plugins/page-data.ts';
import { modulePreloadLinks, readManifest, shellModules } from '#server/plugins/route-preloads.ts';
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

/** The page's language on its root element (the built index.html says Catalan; the 404 page is English). */
const withLang = (html: string, locale: Locale | 'en') => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/** The language a visitor chose with the switcher (a cookie), if any. */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const m = new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})(?:;|$)`).exec(request.headers.cookie ?? '');
  return m && isLocale(m[1]) ? m[1] : undefined;
}

/** Puts `html` just before `tag` (or at the end when the template lacks it). */
const insertBefore = (template: string, tag: string, html: string) => {
  const at = template.lastIndexOf(tag);
  return at < 0 ? template + html : template.slice(0, at) + html + template.slice(at);
};

/**
 * One page's HTML. Pages without first data are one fixed body. Pages with first data (page-data.ts) are put
 * together per request from the cached JSON — a few string joins — and compressed only when the text changed
 * since the last request (after a write), so a burst of page loads compresses once.
 */
class PageShell {
  private last: { html: string; body: CompressedBody; entries: PageData['entries']; image: string | undefined } | undefined;
  private readonly fixed: CompressedBody;
  private readonly parts: [head: string, middle: string, tail: string];

  /** `dataRoute`: the page whose first data goes in (page-data.ts), if any. */
  private readonly dataRoute?: string;

  constructor(html: string, dataRoute?: string) {
    this.dataRoute = dataRoute;
    this.fixed = new CompressedBody(html);
    const headEnd = Math.max(0, html.lastIndexOf('</head>'));
    const bodyEnd = html.lastIndexOf('</body>');
    const cut = bodyEnd < headEnd ? html.length : bodyEnd;
    this.parts = [html.slice(0, headEnd), html.slice(headEnd, cut), html.slice(cut)];
  }

  async body(app: FastifyInstance): Promise<CompressedBody> {
    if (this.dataRoute === undefined) return this.fixed;
    const data = await loadPageData(app, this.dataRoute);
    if (!data) return this.fixed;
    // The same cached texts as last time (the very strings, until a write): the same page, nothing to join.
    const last = this.last;
    if (last && last.image === data.image && sameEntries(last.entries, data.entries)) return last.body;
    const [head, middle, tail] = this.parts;
    const image = data.image ? `<link rel="preload" as="image" href="${escapeHtml(data.image)}" fetchpriority="high">` : '';
    const html = head + image + middle + initialDataScript(data.entries) + tail;
    if (this.last?.html !== html) this.last = { html, body: new CompressedBody(html), entries: data.entries, image: data.image };
    else this.last = { ...this.last, entries: data.entries, image: data.image };
    return this.last.body;
  }
}

/** The same sources with the very same texts (compared by identity first, which is what the cache hands out). */
const sameEntries = (a: PageData['entries'], b: PageData['entries']) =>
  a.length === b.length && a.every((e, i) => e.url === b[i]!.url && e.json === b[i]!.json);

const fallbackTemplate =
  '<!doctype html><html lang="ca"><head><meta charset="utf-8" /><title></title>' +
  '<meta name="description" content="" /></head><body><div id="root"></div>' +
  '<p>El client no està compilat: executeu <code>npm run build</code>.</p></body></html>';

/**
 * Serves the built client: hashed assets with long-lived caching, the SPA shell for page routes (200 for the
 * routes of SPEC §2, 404 for any other path), JSON 404 for unknown /api paths, and plain 404 for missing files.
 * Each page's shell preloads its route chunk (from the Vite manifest) and, for the public lists, carries the
 * page's first data and a preload of its first image (docs/decisions/009).
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.clientDir;
  const indexFile = path.join(dir, 'index.html');
  const hasClient = existsSync(indexFile);
  const template = hasClient ? readFileSync(indexFile, 'utf8') : fallbackTemplate;
  const manifest = hasClient ? readManifest(dir) : undefined;
  // A Spanish or French page also preloads its language's texts, which main.tsx waits for before the first render,
  // and the page's own long texts if it has them (route-texts.ts on the client).
  const preloads = (route: string | undefined, locale: Locale | 'en') =>
    shellModules(manifest, route, locale)
      .map((key) => modulePreloadLinks(manifest, key))
      .join('');
  const build = (locale: Locale | 'en', meta: { title: string; description: string }, route: string | undefined, tags = '') =>
    withLang(insertBefore(renderShell(template, meta), '</head>', preloads(route, locale) + tags), locale);
  const publicUrl = app.config.publicUrl;
  // Every page in each language (issue 13 item 1, decision 175): "/campus", "/es/campus", "/fr/campus"; the back
  // office only in Catalan. Keyed by the page's path.
  const shells = new Map<string, PageShell>();
  for (const locale of locales) {
    for (const [route, catalan] of Object.entries(pageMeta)) {
      if (locale !== baseLocale && route.startsWith(paths.admin)) continue;
      const meta = localizedPageMeta(route, locale, catalan);
      const tags = catalan.public ? shareTags(publicUrl, { ...meta, path: route, type: 'website' }, locale) : '';
      const shell = new PageShell(build(locale, meta, route, tags), route in pageSources ? route : undefined);
      shells.set(localizePath(route, locale), shell);
    }
  }
  // The 404 page is English (SPEC), in every language's addresses.
  const notFoundShell = new PageShell(build('en', notFoundMeta, undefined));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build manifest is for the server (route preloads), not for visitors.
      allowedPath: (pathName) => !/(^|\/)\.vite(\/|$)/i.test(pathName),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: number, shell: PageShell) =>
    (await shell.body(app)).send(request, reply.code(status).header('cache-control', 'no-cache'), 'text/html; charset=utf-8');

  /**
   * SPEC's (Catalan) address of a visitor who chose Spanish or French with the switcher: on to the same page in
   * that language. A visitor who never chose, or chose Catalan, gets the Catalan page as always.
   */
  const toChosenLanguage = (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    reply.header('vary', 'Cookie');
    const chosen = chosenLocale(request);
    if (!chosen || chosen === baseLocale) return undefined;
    const [pathname = '/', query] = request.url.split('?');
    return reply.code(302).header('cache-control', 'no-cache').redirect(localizePath(pathname, chosen) + (query === undefined ? '' : `?${query}`));
  };

  for (const [route, shell] of shells) {
    const catalan = localeOfPath(route) === baseLocale && !route.startsWith(paths.admin);
    app.get(route, (request, reply) => (catalan && toChosenLanguage(request, reply)) || sendShell(request, reply, 200, shell));
  }
  // "/es" and "/fr" without the slash: the home page too.
  for (const locale of locales) {
    if (locale !== baseLocale) app.get(`/${locale}`, (request, reply) => sendShell(request, reply, 200, shells.get(localizePath('/', locale))!));
  }

  // One team, campus or product (issue 13 item 4, decision 174): its list page, which opens the item's dialog, with
  // the item's own title, description, canonical URL and preview tags. The shells of the last items asked for are
  // kept (each compresses once), at most `itemShellsKept` of them.
  const itemShells = new Map<string, PageShell>();
  const itemShellsKept = 200;
  for (const [kind, catalanList] of Object.entries(itemPages) as [ItemKind, string][]) {
    for (const locale of locales) {
      const listPath = localizePath(catalanList, locale);
      app.get<{ Params: { slug: string } }>(`${listPath}/:slug`, async (request, reply) => {
        if (locale === baseLocale && toChosenLanguage(request, reply)) return reply;
        // A trailing slash ("/equips/") is the list itself.
        if (request.params.slug === '') return sendShell(request, reply, 200, shells.get(listPath)!);
        const id = idFromSlug(request.params.slug);
        if (id === undefined) return sendShell(request, reply, 404, notFoundShell);
        const meta = await shareMetaFor(app, kind, id, locale);
        // Gone from the public pages (an ended campus, an archived product, a deleted team): the list instead.
        if (!meta) return reply.code(302).header('cache-control', 'no-cache').redirect(listPath);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        // An old name in the link (the item was renamed): on to its current address. Checked again on every visit
        // (no-cache): a browser keeps a bare 301 for good, and renaming the item back would then loop.
        const itemUrl = localizePath(meta.path, locale);
        if (request.url.split('?')[0] !== itemUrl) {
          return reply.code(301).header('cache-control', 'no-cache').redirect(`${itemUrl}${query}`);
        }
        const html = build(locale, meta, catalanList, shareTags(publicUrl, meta, locale));
        let shell = itemShells.get(html);
        if (!shell) {
          shell = new PageShell(html, catalanList in pageSources ? catalanList : undefined);
          if (itemShells.size >= itemShellsKept) itemShells.delete(itemShells.keys().next().value!);
          itemShells.set(html, shell);
        }
        return sendShell(request, reply, 200, shell);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.code(404).send(notFound().toBody());
    const isFile = url.startsWith('/assets/') || url.startsWith('/media/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    // A page with a trailing slash ("/fr/campus/"): the page; any other path, the English 404 page.
    const locale = localeOfPath(url);
    const shell = metaFor(stripLocale(url)) && shells.get(localizePath(stripLocale(url).replace(/\/+$/, '') || '/', locale));
    return shell ? sendShell(request, reply, 200, shell) : sendShell(request, reply, 404, notFoundShell);
  });
});
