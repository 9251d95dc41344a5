// The published artefact as a user gets it: packed, installed with npm into a fresh project, then
// imported (ESM), required (CJS), type-checked (node16), and the README's example run against a live
// server with every commented value checked.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared by the consumer tests
import { consumerProject, packPackage, typecheck } from '../../../scripts/lib/consumer.mjs';
import { startServer, type TestServer } from '../../server/test/helpers.js';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
let project: string;
let packs: string;
let s: TestServer;

beforeAll(async () => {
  packs = join(tmpdir(), `rentline-client-packs-${process.pid}`);
  project = consumerProject([packPackage('client', packs)]);
  s = await startServer({ webhooks: { enabled: false } });
}, 240_000);
afterAll(async () => {
  await s?.close();
  rmSync(project, { recursive: true, force: true });
  rmSync(packs, { recursive: true, force: true });
});

describe('@rentline/client as published', () => {
  it('works from ESM and CommonJS, and its types check under node16', () => {
    writeFileSync(
      join(project, 'esm.mjs'),
      "import { createClient, RentlineApiError } from '@rentline/client';\nconsole.log(typeof createClient, typeof RentlineApiError);\n",
    );
    writeFileSync(
      join(project, 'cjs.cjs'),
      "const { createClient, isRentlineApiError } = require('@rentline/client');\nconsole.log(typeof createClient, typeof isRentlineApiError);\n",
    );
    writeFileSync(
      join(project, 'types.mts'),
      [
        "import { createClient, type Booking } from '@rentline/client';",
        "const client = createClient({ apiKey: 'rk_test_x', baseUrl: 'http://127.0.0.1:1' });",
        'export async function total(id: string): Promise<number> {',
        "  const b: Booking = await client.get('/v1/bookings/{id}', { params: { path: { id } } });",
        '  return b.total;',
        '}',
        '',
      ].join('\n'),
    );
    expect(execFileSync(process.execPath, ['esm.mjs'], { cwd: project, encoding: 'utf8' })).toBe('function function\n');
    expect(execFileSync(process.execPath, ['cjs.cjs'], { cwd: project, encoding: 'utf8' })).toBe('function function\n');
    expect(typecheck(project, ['types.mts'])).toBe('');
  });

  it("runs the README's ten lines against a live server and prints what the comments say", async () => {
    const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
    const code = /## Ten lines\n\n```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(code.split('\n').filter((l) => l.trim() !== '').length).toBeLessThanOrEqual(11);
    const expected = [...code.matchAll(/console\.log\(.*\/\/ (.+)$/gm)].map((m) => m[1]?.trim());
    expect(expected.length).toBe(3);
    writeFileSync(join(project, 'readme.mjs'), code);
    // Asynchronously: the server runs in this process and must keep answering meanwhile.
    const { stdout: out } = await promisify(execFile)(process.execPath, ['readme.mjs'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, RENTLINE_KEY: s.tenant.test_key, RENTLINE_URL: s.url },
    });
    expect(out.trim().split('\n')).toEqual(expected);
  });

  it("runs the README's ledger and price calendar block against the same server", async () => {
    const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
    const code =
      /## Why this price, and the price of every start date\n[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const expected = [...code.matchAll(/console\.log\(.*\/\/ (.+)$/gm)].map((m) => m[1]?.trim());
    expect(expected.length).toBe(2);
    writeFileSync(join(project, 'readme-calendar.mjs'), code);
    const { stdout: out } = await promisify(execFile)(process.execPath, ['readme-calendar.mjs'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, RENTLINE_KEY: s.tenant.test_key, RENTLINE_URL: s.url },
    });
    expect(out.trim().split('\n')).toEqual(expected);
  });
});
