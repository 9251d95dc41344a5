/**
 * `/storefront/rentline-booking.js`: the booking widget's built script, served to pages of any
 * origin from the installed `@rentline/storefront` (here a throwaway file), without a key; a
 * missing build is a clear 503, not a crash, and the API is unaffected.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { storefrontScriptFile } from '../src/http/storefront-script.js';
import { silentLogger } from '../src/logger.js';
import { listen, type RunningServer } from '../src/server.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { tempDir } from './helpers.js';

const SCRIPT = 'customElements.define("rentline-booking", class extends HTMLElement {});\n';

async function serve(storefrontScript: string | null | undefined): Promise<RunningServer & { store: SqliteStore }> {
  const dir = tempDir('rentline-storefront-script-');
  const store = new SqliteStore(join(dir, 'rentline.db'));
  const app = createApp({
    store,
    ...(storefrontScript === undefined ? {} : { storefrontScript }),
    config: { logLevel: 'silent' },
    logger: silentLogger,
  });
  return Object.assign(await listen(app, 0, '127.0.0.1'), { store });
}

describe('the booking widget script', () => {
  let built: RunningServer;
  let missing: RunningServer;
  beforeAll(async () => {
    const file = join(tempDir('rentline-widget-'), 'rentline-booking.js');
    writeFileSync(file, SCRIPT);
    built = await serve(file);
    missing = await serve(null);
  });
  afterAll(async () => {
    await built?.close();
    await missing?.close();
  });

  it('is served as JavaScript to any origin, without a key, revalidated by ETag', async () => {
    const res = await fetch(`${built.url}/storefront/rentline-booking.js`, {
      headers: { origin: 'https://shop.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.text()).toBe(SCRIPT);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // (node:http: fetch turns a conditional request into a revalidation with cache-control of its own.)
    const again = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(built.url);
      request({ hostname, port, path: '/storefront/rentline-booking.js', headers: { 'if-none-match': etag } }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(again).toBe(304);
    const head = await fetch(`${built.url}/storefront/rentline-booking.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${built.url}/storefront/rentline-booking.js`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    // Only that one path: anything else under /storefront is the API's 404.
    const other = await fetch(`${built.url}/storefront/other.js`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe('resource_missing');
  });

  it('without the build answers 503 with how to build it, and the API still answers', async () => {
    const res = await fetch(`${missing.url}/storefront/rentline-booking.js`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('pnpm --filter @rentline/storefront build');
    expect((await fetch(`${missing.url}/healthz`)).status).toBe(200);
  });

  it('defaults to dist/rentline-booking.js of the installed @rentline/storefront, if any', async () => {
    const found = storefrontScriptFile();
    const server = await serve(undefined);
    try {
      const res = await fetch(`${server.url}/storefront/rentline-booking.js`);
      expect(res.status).toBe(found === undefined ? 503 : 200);
      if (found !== undefined) expect(found.endsWith(join('dist', 'rentline-booking.js'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
