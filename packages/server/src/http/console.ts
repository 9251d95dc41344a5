/**
 * The operator console at `/console`: the built files of `@rentline/console`, served as they are.
 * Nothing here touches the API: the page is public (no key to load it; it asks for one and calls
 * `/v1` like any client), so it gets no authentication, no rate limit and no transaction.
 *
 * - The files are read once, at the first request, into a map from their path under `dist/`. A
 *   request is answered only from that map: a path is never joined onto the file system, so no
 *   request can reach a file outside the console's build.
 * - Hashed assets (`/console/assets/…`) are cached for a year; everything else is revalidated by
 *   ETag. A path that is neither a file nor an asset is a route of the app: it gets `index.html`.
 * - Every answer carries a content security policy that allows this origin only.
 * - Without the built files (`@rentline/console` not installed or not built) `/console` answers
 *   503 with a line saying how to build it; the API is unaffected.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Context, Next } from 'koa';

export const CONSOLE_PREFIX = '/console';

export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface ConsoleFile {
  body: Buffer;
  type: string;
  etag: string;
}

/** Where the console's built files are: `dist/` of the installed `@rentline/console`, if any. */
export function consoleDistDir(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@rentline/console/package.json');
    const dist = join(dirname(manifest), 'dist');
    return existsSync(join(dist, 'index.html')) ? dist : undefined;
  } catch {
    return undefined;
  }
}

function readTree(root: string, dir = root, into = new Map<string, ConsoleFile>()): Map<string, ConsoleFile> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      readTree(root, path, into);
      continue;
    }
    const body = readFileSync(path);
    into.set(relative(root, path).split(sep).join('/'), {
      body,
      type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
  }
  return into;
}

const NOT_BUILT =
  'The Rentline console is not built. Build it with `pnpm --filter @rentline/console build` ' +
  '(npm start and the root build do), then restart the server.\n';

/**
 * Answer a request for a static file that is not a GET or HEAD with 405 (plain text, naming `what`
 * the path is); true when it did.
 */
export function refusedAsStatic(ctx: Context, what: string): boolean {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return false;
  ctx.status = 405;
  ctx.set('allow', 'GET, HEAD');
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = `${ctx.method} is not allowed on ${ctx.path}: ${what} (GET, HEAD).\n`;
  return true;
}

/**
 * The middleware for `/console` and everything under it; other paths pass through. `dir` is the
 * built console (default: the installed package's `dist/`; `null`: none); `apiPaths` are routes of
 * the API under `/console`, left to the router.
 */
export function consoleFiles(dir: string | null | undefined = consoleDistDir(), apiPaths: readonly string[] = []) {
  let files: Map<string, ConsoleFile> | null | undefined;
  const load = () => {
    if (files === undefined) files = dir == null || !existsSync(join(dir, 'index.html')) ? null : readTree(dir);
    return files;
  };
  return async (ctx: Context, next: Next) => {
    const path = ctx.path;
    if (path !== CONSOLE_PREFIX && !path.startsWith(`${CONSOLE_PREFIX}/`)) return next();
    // The API's own routes under /console (signing in) are not files.
    if (apiPaths.includes(path)) return next();
    ctx.set('content-security-policy', CONSOLE_CSP);
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('x-frame-options', 'DENY');
    ctx.set('referrer-policy', 'no-referrer');
    ctx.set('cross-origin-opener-policy', 'same-origin');
    if (refusedAsStatic(ctx, 'the console is static files')) return;
    const tree = load();
    const index = tree?.get('index.html');
    if (tree == null || index === undefined) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('cache-control', 'no-store');
      ctx.body = NOT_BUILT;
      return;
    }
    const rel = path.slice(CONSOLE_PREFIX.length + 1);
    let file = tree.get(rel);
    const asset = rel.startsWith('assets/');
    if (file === undefined) {
      // A missing asset or file is a 404 (a script tag must never get HTML); anything else is a
      // route of the app, which the page resolves itself.
      if (asset || /\.[A-Za-z0-9]+$/.test(rel)) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `No console file at ${path}.\n`;
        return;
      }
      file = index;
    }
    ctx.set('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.set('etag', file.etag);
    ctx.status = 200;
    ctx.type = file.type;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = file.body;
  };
}
