/**
 * The booking widget's script at `/storefront/rentline-booking.js`: `dist/rentline-booking.js` of
 * the installed `@rentline/storefront`, served as it is to pages of any origin (a shop's page loads
 * it from here with a plain `<script>` tag; `type="module"` and `crossorigin` loads need CORS, so it
 * allows every origin: it is a public file that carries no key and reads nothing of the request).
 * Like the console, it needs no key, no rate limit and no transaction, and the file is read once.
 *
 * Without the package (not installed or not built) the path answers 503 with a line saying how to
 * build it; the API is unaffected.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Next } from 'koa';
import { refusedAsStatic } from './console.js';

export const STOREFRONT_SCRIPT_PATH = '/storefront/rentline-booking.js';
const FILE = 'rentline-booking.js';

/** Where the widget's built script is: `dist/rentline-booking.js` of the installed package, if any. */
export function storefrontScriptFile(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@rentline/storefront/package.json');
    const file = join(dirname(manifest), 'dist', FILE);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

const NOT_BUILT =
  "// The Rentline booking widget is not built: this server has no @rentline/storefront package's dist/rentline-booking.js.\n" +
  '// Build it with `pnpm --filter @rentline/storefront build` (the root build does), then restart the server.\n';

/** The middleware for the widget's script (`file`: default the installed package's; `null`: none). */
export function storefrontScript(file: string | null | undefined = storefrontScriptFile()) {
  let script: { body: Buffer; etag: string } | null | undefined;
  const load = () => {
    if (script === undefined) {
      if (file == null || !existsSync(file)) script = null;
      else {
        const body = readFileSync(file);
        script = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      }
    }
    return script;
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== STOREFRONT_SCRIPT_PATH) return next();
    ctx.set('access-control-allow-origin', '*');
    ctx.set('cross-origin-resource-policy', 'cross-origin');
    ctx.set('x-content-type-options', 'nosniff');
    if (refusedAsStatic(ctx, 'it is a static script')) return;
    const found = load();
    ctx.type = 'text/javascript; charset=utf-8';
    if (found === null) {
      ctx.status = 503;
      ctx.set('cache-control', 'no-store');
      ctx.body = NOT_BUILT;
      return;
    }
    // Revalidated (ETag) after five minutes: a new build reaches shops' pages soon after a restart.
    ctx.set('cache-control', 'public, max-age=300');
    ctx.set('etag', found.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = found.body;
  };
}
