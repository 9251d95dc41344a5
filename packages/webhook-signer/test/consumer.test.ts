// The published artefact, as a user gets it: build, pack, install the tarball into a fresh project, then
// import (ESM), require (CJS) and type-check (node16/nodenext) every subpath. Also proves from the
// build that the `web` and `fetch` entries use no Node built-in.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(pkgDir, '../..');
const dist = join(pkgDir, 'dist');
const tsc = join(repoRoot, 'node_modules/.bin/tsc');
const tsup = join(repoRoot, 'node_modules/.bin/tsup');

let work: string;
let project: string;
let tarball: string;

function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

beforeAll(() => {
  // The test command builds every package first; rebuilding here (tsup cleans dist) would race with
  // other suites that run the built packages at the same time.
  if (process.env.RENTLINE_BUILT !== '1') run(tsup, [], pkgDir);
  work = mkdtempSync(join(tmpdir(), 'webhook-signer-consumer-'));
  run('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', work], pkgDir);
  const found = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!found) throw new Error('pnpm pack produced no tarball');
  tarball = join(work, found);
  project = join(work, 'app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], project);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('packed tarball', { timeout: 120_000 }, () => {
  it('contains the build, README, LICENSE and nothing else of the sources', () => {
    const files = run('tar', ['-tzf', tarball], work)
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.cjs']),
    );
    for (const sub of ['index', 'web', 'fetch', 'koa', 'express', 'node']) {
      expect(files).toEqual(
        expect.arrayContaining([`dist/${sub}.js`, `dist/${sub}.cjs`, `dist/${sub}.d.ts`, `dist/${sub}.d.cts`]),
      );
    }
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/@rentline/webhook-signer/package.json'), 'utf8'),
    );
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('works from ESM: every subpath, sign/verify on both paths, errors across ESM and CJS copies', () => {
    writeFileSync(
      join(project, 'check.mjs'),
      `
import { createRequire } from 'node:module';
import * as root from '@rentline/webhook-signer';
import * as web from '@rentline/webhook-signer/web';
import { createFetchHandler } from '@rentline/webhook-signer/fetch';
import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
import { createExpressMiddleware } from '@rentline/webhook-signer/express';
import { createNodeHandler, readRawBody } from '@rentline/webhook-signer/node';

const require = createRequire(import.meta.url);
const cjs = require('@rentline/webhook-signer');
const body = JSON.stringify({ id: 'evt_1', type: 'booking.created', data: {} });
const header = root.sign(body, 'whsec_x', { timestamp: 1700000000 });
root.verify(body, header, 'whsec_x', { now: 1700000000 });
await web.verifyAsync(new TextEncoder().encode(body), header, ['whsec_old', 'whsec_x'], { now: 1700000000 });
let code, crossInstance;
try { cjs.verify(body, header, 'whsec_wrong', { now: 1700000000 }); } catch (e) {
  code = e.code; crossInstance = e instanceof root.WebhookVerificationError && root.isWebhookVerificationError(e);
}
const handle = createFetchHandler({ secret: 'whsec_x', now: () => 1700000000 });
const res = await handle(new Request('http://x/webhooks', { method: 'POST', body, headers: { 'service-signature': header } }));
console.log(JSON.stringify({
  header,
  same: header === (await web.signAsync(body, 'whsec_x', { timestamp: 1700000000 })),
  code, crossInstance,
  fetch: [res.status, await res.json()],
  kinds: [typeof createKoaMiddleware, typeof createExpressMiddleware, typeof createNodeHandler, typeof readRawBody],
  cjsIsSeparateCopy: cjs.WebhookVerificationError !== root.WebhookVerificationError,
}));
`,
    );
    const out = JSON.parse(run('node', ['check.mjs'], project));
    expect(out).toEqual({
      header: expect.stringMatching(/^t=1700000000,v1=[0-9a-f]{64}$/),
      same: true,
      code: 'signature_mismatch',
      crossInstance: true,
      fetch: [200, { received: true }],
      kinds: ['function', 'function', 'function', 'function'],
      cjsIsSeparateCopy: true,
    });
  });

  it('works from CommonJS: every subpath requires, and a node:http receiver answers', async () => {
    writeFileSync(
      join(project, 'check.cjs'),
      `
const http = require('node:http');
const { sign, constructEvent, isWebhookVerificationError } = require('@rentline/webhook-signer');
const { signAsync } = require('@rentline/webhook-signer/web');
const { createFetchHandler } = require('@rentline/webhook-signer/fetch');
const { createKoaMiddleware } = require('@rentline/webhook-signer/koa');
const { createExpressMiddleware } = require('@rentline/webhook-signer/express');
const { createNodeHandler } = require('@rentline/webhook-signer/node');
const pkg = require('@rentline/webhook-signer/package.json');

(async () => {
  const body = JSON.stringify({ id: 'evt_2', type: 'payment.received', data: { amount: 100 } });
  const event = constructEvent(body, sign(body, 'whsec_y'), 'whsec_y');
  let missing;
  try { constructEvent(body, undefined, 'whsec_y'); } catch (e) { missing = isWebhookVerificationError(e) && e.code; }
  const seen = [];
  const handler = createNodeHandler({ secret: 'whsec_y', defaultHandler: (e) => { seen.push(e.id); } });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = 'http://127.0.0.1:' + server.address().port + '/';
  const res = await fetch(url, { method: 'POST', body, headers: { 'service-signature': await signAsync(body, 'whsec_y') } });
  const answer = [res.status, await res.json()];
  server.close();
  console.log(JSON.stringify({
    name: pkg.name, id: event.id, missing, answer, seen,
    kinds: [typeof createFetchHandler, typeof createKoaMiddleware, typeof createExpressMiddleware],
  }));
})();
`,
    );
    const out = JSON.parse(run('node', ['check.cjs'], project));
    expect(out).toEqual({
      name: '@rentline/webhook-signer',
      id: 'evt_2',
      missing: 'header_missing',
      answer: [200, { received: true }],
      seen: ['evt_2'],
      kinds: ['function', 'function', 'function'],
    });
  });

  it('type-checks under moduleResolution node16 and nodenext, from ESM and CJS, without @types/node', () => {
    const source = (from: 'esm' | 'cjs') => `
import { constructEvent, sign, type WebhookEvent, type WebhookVerificationErrorCode, WebhookVerificationError } from '@rentline/webhook-signer';
import { verifyAsync, type VerifyOptions } from '@rentline/webhook-signer/web';
import { createFetchHandler, type FetchHandlerOptions } from '@rentline/webhook-signer/fetch';
import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
import { createExpressMiddleware } from '@rentline/webhook-signer/express';
import { createNodeHandler, readRawBody, RawBodyError } from '@rentline/webhook-signer/node';

const header: string = sign('{}', 'whsec_z', { timestamp: 1 });
const event: WebhookEvent<{ status: string }> = constructEvent<{ status: string }>('{}', header, ['whsec_z']);
const status: string = event.data.status;
const opts: VerifyOptions = { tolerance: 0, now: 1 };
const done: Promise<void> = verifyAsync(new Uint8Array(2), header, 'whsec_z', opts);
const code: WebhookVerificationErrorCode = new WebhookVerificationError('signature_mismatch').code;
const options: FetchHandlerOptions = {
  secrets: ['a', 'b'],
  handlers: { 'booking.created': async (e, ctx) => { ctx.waitUntil(Promise.resolve(e.id)); return ctx.request.url; } },
};
const handle: (r: Request) => Promise<Response> = createFetchHandler(options);
const koa = createKoaMiddleware({ secret: 'a', path: '/webhooks' });
const expressMw = createExpressMiddleware({ secret: 'a', defaultHandler: (e, { req }) => req.headers[e.type] });
const nodeHandler = createNodeHandler({ secret: 'a' });
const reader: typeof readRawBody = readRawBody;
const tooBig: number = new RawBodyError('payload_too_large', 'x').status;
// @ts-expect-error: unknown error codes are rejected
const wrong: WebhookVerificationErrorCode = 'nope';
export { status, done, code, handle, koa, expressMw, nodeHandler, reader, tooBig, wrong, ${from === 'esm' ? 'header' : 'header as h'} };
`;
    writeFileSync(join(project, 'types.mts'), source('esm'));
    writeFileSync(join(project, 'types.cts'), source('cjs'));
    for (const resolution of ['node16', 'nodenext']) {
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: resolution,
            moduleResolution: resolution,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
          },
          files: ['types.mts', 'types.cts'],
        }),
      );
      expect(() => run(tsc, ['-p', 'tsconfig.json'], project), resolution).not.toThrow();
    }
    // And the check is real: a type error is reported.
    writeFileSync(
      join(project, 'types.mts'),
      `import { sign } from '@rentline/webhook-signer';\nconst n: number = sign('', 'k');\nexport { n };\n`,
    );
    expect(() => run(tsc, ['-p', 'tsconfig.json'], project)).toThrow(/not assignable to type 'number'/);
  });
});

describe('the built web and fetch entries', { timeout: 60_000 }, () => {
  /** An entry file and every chunk it imports, transitively. */
  function chunkGraph(entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(join(dist, file), 'utf8');
      for (const m of code.matchAll(/(?:from\s*|import\s*|require\()\s*['"](\.\/[^'"]+)['"]/g)) visit(m[1]!.slice(2));
    };
    visit(entry);
    return [...seen];
  }

  it.each(['web.js', 'web.cjs', 'fetch.js', 'fetch.cjs'])('%s imports no Node built-in and no package', (entry) => {
    const files = chunkGraph(entry);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\()\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1],
      );
      expect(
        specifiers.filter((s) => !s!.startsWith('./')),
        file,
      ).toEqual([]);
      expect(code, file).not.toMatch(/node:|\bBuffer\.|\bprocess\./);
    }
  });

  it('the node entries do import node:crypto (the check above would see it)', () => {
    const code = chunkGraph('index.js')
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
    expect(code).toMatch(/from ['"]node:crypto['"]/);
  });

  it('run with every Node built-in import refused', () => {
    const script = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(
  "import { builtinModules } from 'node:module'; const builtins = new Set(builtinModules);" +
  "export async function resolve(s, c, next) { if (s.startsWith('node:') || builtins.has(s)) throw new Error('refused ' + s); return next(s, c); }"
));
const web = await import(${JSON.stringify(join(dist, 'web.js'))});
const { createFetchHandler } = await import(${JSON.stringify(join(dist, 'fetch.js'))});
const body = new TextEncoder().encode('{"id":"evt_w","type":"x.y"}');
const header = await web.signAsync(body, 'whsec_w');
await web.verifyAsync(body, header, 'whsec_w');
const res = await createFetchHandler({ secret: 'whsec_w' })(new Request('http://w/', { method: 'POST', body, headers: { 'service-signature': header } }));
let refused = false;
try { await import('node:crypto'); } catch { refused = true; }
console.log(JSON.stringify({ status: res.status, refused }));
`;
    const out = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(out).toEqual({ status: 200, refused: true });
  });

  it('stay small: the web entry graph is under 16 KB unminified', () => {
    const bytes = chunkGraph('web.js').reduce((n, f) => n + statSync(join(dist, f)).size, 0);
    expect(bytes).toBeLessThan(16 * 1024);
  });
});
