/**
 * `/console`: the console's built files served by the API server, with a throwaway build in a temp
 * directory (the browser tests in packages/console use the real one). No key is needed; nothing
 * outside the build can be reached; a missing build is a clear 503, not a crash.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { CONSOLE_CSP } from '../src/http/console.js';
import { silentLogger } from '../src/logger.js';
import { listen, type RunningServer } from '../src/server.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { tempDir } from './helpers.js';

const INDEX =
  '<!doctype html><title>console</title><script type="module" src="/console/assets/app-Ab12Cd.js"></script>';
const SCRIPT = 'console.log("the app");';
const SECRET = 'not for the web';

async function serve(consoleDir: string | null): Promise<RunningServer & { store: SqliteStore }> {
  const dir = tempDir('rentline-console-files-');
  const store = new SqliteStore(join(dir, 'rentline.db'));
  const app = createApp({ store, consoleDir, config: { logLevel: 'silent' }, logger: silentLogger });
  return Object.assign(await listen(app, 0, '127.0.0.1'), { store });
}

/** A request with the path sent exactly as written (fetch would resolve `..` first). */
function raw(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; type: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/console with a build', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const root = tempDir('rentline-console-build-');
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-Ef34Gh.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the build, where a path with `..` would lead.
    writeFileSync(join(root, 'secret.txt'), SECRET);
    writeFileSync(join(root, 'package.json'), `{"secret":"${SECRET}"}`);
    server = await serve(dist);
  });
  afterAll(() => server.close(1000));

  it('serves the page without a key, with a policy that allows this origin only, revalidated by ETag', async () => {
    const res = await fetch(`${server.url}/console`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("default-src 'self'");
    expect(CONSOLE_CSP).not.toMatch(/unsafe|https?:|\*/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    // (fetch would add `cache-control: no-cache` to a conditional request, which skips the check.)
    const again = await raw(server.url, '/console/', { 'if-none-match': etag });
    expect([again.status, again.body]).toEqual([304, '']);
    const head = await fetch(`${server.url}/console`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([
      200,
      String(INDEX.length),
      '',
    ]);
  });

  it("answers the app's own routes with the page, so a reload or a shared link opens the right screen", async () => {
    for (const path of [
      '/console/',
      '/console/planner',
      '/console/bookings/bk_0Vc2EqBq0000IqUE0tGB',
      '/console/catalog/x',
    ]) {
      const res = await fetch(server.url + path);
      expect([path, res.status, res.headers.get('content-type'), await res.text()]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
        INDEX,
      ]);
    }
  });

  it('serves hashed assets for a year with their content type; a missing file is a 404, never the page', async () => {
    const js = await fetch(`${server.url}/console/assets/app-Ab12Cd.js`);
    expect([js.status, js.headers.get('content-type'), await js.text()]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      SCRIPT,
    ]);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${server.url}/console/assets/app-Ef34Gh.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const icon = await fetch(`${server.url}/console/favicon.svg`);
    expect([icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual([
      'image/svg+xml',
      'no-cache',
    ]);
    for (const path of ['/console/assets/app-old.js', '/console/assets/x', '/console/missing.png']) {
      const res = await fetch(server.url + path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 404, 'text/plain; charset=utf-8']);
    }
  });

  it('reaches nothing outside the build, however the path is written', async () => {
    for (const path of [
      '/console/../package.json',
      '/console/../secret.txt',
      '/console/%2e%2e/secret.txt',
      '/console/assets/..%2f..%2fsecret.txt',
      '/console/assets/../../secret.txt',
      '/console/..%5csecret.txt',
      '/console/%2e%2e%2f%2e%2e%2fpackage.json',
      '/console//etc/passwd',
      '/console/%00',
    ]) {
      const res = await raw(server.url, path);
      expect(res.body, path).not.toContain(SECRET);
      expect([200, 404], path).toContain(res.status);
      if (res.status === 200) expect(res.body, path).toBe(INDEX);
    }
  });

  it('takes GET and HEAD only; paths that merely start like it are the API', async () => {
    const post = await fetch(`${server.url}/console`, { method: 'POST', body: '{}' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const api = await fetch(`${server.url}/consoles`);
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('resource_missing');
  });
});

describe('/console without a build', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(null);
  });
  afterAll(() => server.close(1000));

  it('answers 503 with how to build it, and the API is unaffected', async () => {
    const res = await fetch(`${server.url}/console/planner`);
    expect([res.status, res.headers.get('content-type')]).toEqual([503, 'text/plain; charset=utf-8']);
    expect(await res.text()).toContain('pnpm --filter @rentline/console build');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
