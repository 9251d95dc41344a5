/**
 * The typed client against a live server: types generated from the served `/v1/openapi.json` equal
 * the committed `generated/schema.ts` (so a stale file fails `npm test`), a flow over every
 * operation (test/flow.ts) compiles with `tsc --strict` against them with no casts, and runs.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../server/test/helpers.js';
import { buildDocument } from '../scripts/document.js';
import { typesFromDocument } from '../scripts/types-from-document.js';
import { createClient } from '../src/index.js';
import { flow } from './flow.js';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(pkgDir, '../../node_modules/.bin/tsc');

let s: TestServer;
let served: Record<string, any>;
let fresh: string;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
  served = (await s.api('GET', '/v1/openapi.json', { key: null })).body;
  fresh = await typesFromDocument(served);
});
afterAll(() => s.close());

describe('@rentline/client types', () => {
  it('are generated from the served document, and the committed file is up to date', () => {
    expect(buildDocument()).toEqual(served);
    const committed = readFileSync(join(pkgDir, 'generated/schema.ts'), 'utf8');
    // On failure: npx -y pnpm@10.34.9 --filter @rentline/client generate
    expect(committed === fresh, 'generated/schema.ts is stale: run the generate script').toBe(true);
  });

  // tsc runs asynchronously: a synchronous child would stop this process's event loop, and with it the
  // in-process server's keep-alive timers, for the ~10 s of the compile; the server then closes the
  // idle connection the next test's fetch is about to reuse (ECONNRESET).
  it('compile a flow over every operation with tsc --strict and no casts', async () => {
    const source = readFileSync(join(pkgDir, 'test/flow.ts'), 'utf8');
    const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code.match(/\bas\s+(?!const\b)\w|\bany\b|<[A-Z]\w*>\s*\w|\w!\.|\w!\)|@ts-/g) ?? []).toEqual([]);
    const dir = mkdtempSync(join(pkgDir, '.flow-'));
    try {
      mkdirSync(join(dir, 'src'));
      mkdirSync(join(dir, 'generated'));
      mkdirSync(join(dir, 'test'));
      copyFileSync(join(pkgDir, 'src/index.ts'), join(dir, 'src/index.ts'));
      writeFileSync(join(dir, 'generated/schema.ts'), fresh);
      copyFileSync(join(pkgDir, 'test/flow.ts'), join(dir, 'test/flow.ts'));
      let out = '';
      try {
        out = (
          await promisify(execFile)(
            tsc,
            [
              '--strict',
              '--noEmit',
              '--module',
              'nodenext',
              '--moduleResolution',
              'nodenext',
              '--target',
              'es2022',
              '--lib',
              'es2022,dom',
              '--types',
              'node',
              '--skipLibCheck',
              'test/flow.ts',
            ],
            { cwd: dir, encoding: 'utf8' },
          )
        ).stdout;
      } catch (e) {
        const { stdout, stderr } = e as { stdout?: string; stderr?: string };
        out = `${stdout ?? ''}${stderr ?? ''}`;
      }
      expect(out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the flow runs against the live server and reaches every operation', async () => {
    const reached = new Set<string>();
    const templates = Object.entries(served.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        re: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      })),
    );
    const client = createClient({
      apiKey: s.tenant.test_key,
      baseUrl: s.url,
      // Notes which operation each request reached, then sends it as is.
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        const op = templates.find((t) => t.method === request.method && t.re.test(path));
        if (op) reached.add(op.key);
        return fetch(request);
      },
    });
    const live = createClient({
      apiKey: s.tenant.live_key,
      baseUrl: s.url,
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        const op = templates.find((t) => t.method === request.method && t.re.test(path));
        if (op) reached.add(op.key);
        return fetch(request);
      },
    });
    const lines: string[] = [];
    await flow(client, (line) => lines.push(line), live);
    expect(lines).toEqual(
      expect.arrayContaining([
        'health ok',
        'tenant 825 bps, starter',
        'secret rotated: true',
        'overlap rotation: true, disabled: no',
        'recovery: 0 re-queued since 2027-01-01T00:00:00.000Z',
        'cancelled cancelled',
        'checkout open, secret true',
        'error 409 booking_not_payable',
        'error 400 parameter_invalid name',
        'rental succeeded, deposit requires_capture',
        'deposit captured 1500, owed 0',
        'refund succeeded, spare deposit released',
        'stripe endpoint 400 provider_not_configured',
        'staff staff, invited true',
        'staff deleted: true',
      ]),
    );
    expect(lines.some((l) => l.startsWith('payment event: 1000 on bk_'))).toBe(true);
    // The console's sign-in routes serve its own pages with a cookie, never an API key: no client of
    // the API calls them (the console's tests do).
    const api = templates.filter((t) => !t.key.includes(' /console/'));
    expect([...reached].sort()).toEqual(api.map((t) => t.key).sort());
    console.log('client flow:', { operations_reached: reached.size, of: templates.length });
  });

  it('sends an Idempotency-Key with every POST: a retry with the same key replays', async () => {
    const keys: string[] = [];
    const client = createClient({
      apiKey: s.tenant.test_key,
      baseUrl: `${s.url}/`,
      fetch: (request) => {
        if (request.method === 'POST') keys.push(request.headers.get('idempotency-key') ?? '');
        return fetch(request);
      },
    });
    const a = await client.post('/v1/customers', { body: { name: 'Grace' } });
    const b = await client.post('/v1/customers', { body: { name: 'Grace' } });
    expect(a.id).not.toBe(b.id);
    const c = await client.post('/v1/customers', { body: { name: 'Grace' }, idempotencyKey: 'retry-1' });
    const d = await client.post('/v1/customers', { body: { name: 'Grace' }, idempotencyKey: 'retry-1' });
    expect(d.id).toBe(c.id);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(3);
    expect(() => createClient({ apiKey: undefined, baseUrl: s.url })).toThrow(/apiKey is required/);
  });
});
