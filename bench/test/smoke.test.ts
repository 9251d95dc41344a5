import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const SUITES = ['engine', 'signer', 'server', 'server-postgres', 'webhooks', 'webhooks-postgres'];

interface Figure {
  suite: string;
  name: string;
  value: unknown;
  unit: string;
  baseline: unknown;
  ratio: unknown;
  target: string;
  pass: boolean;
}

/**
 * `node bench/run.mjs --smoke`: every suite runs a few iterations (the server suites against a real
 * `rentline serve` with 200 pre-filled bookings and 50 webhook events) and writes its figures. Only
 * that the suites work is checked: smoke numbers mean nothing, so targets are not.
 */
describe('bench smoke run', () => {
  let dir: string;
  let result: { smoke: boolean; figures: Figure[]; machine: Record<string, unknown> };
  let md: string;
  beforeAll(() => {
    if (process.env.RENTLINE_BUILT !== '1') {
      execFileSync('npx', ['-y', 'pnpm@10.34.9', '-r', '--filter', './packages/**', 'run', 'build'], {
        cwd: root,
        stdio: 'pipe',
      });
    }
    dir = mkdtempSync(join(tmpdir(), 'rentline-bench-'));
    const outJson = join(dir, 'results.json');
    const outMd = join(dir, 'RESULTS.md');
    execFileSync(process.execPath, [join(root, 'bench/run.mjs'), '--smoke'], {
      cwd: root,
      env: { ...process.env, BENCH_OUT_JSON: outJson, BENCH_OUT_MD: outMd },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 240_000,
    });
    result = JSON.parse(readFileSync(outJson, 'utf8'));
    md = readFileSync(outMd, 'utf8');
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is marked as a smoke run, with the machine', () => {
    expect(result.smoke).toBe(true);
    expect(md).toMatch(/smoke run/);
    expect(result.machine.node).toBe(process.version);
  });

  it.each(SUITES)('%s produced its figures, each with a numeric value', (suite) => {
    const rows = result.figures.filter((f) => f.suite === suite);
    expect(rows.length).toBeGreaterThan(0);
    for (const f of rows) {
      expect(typeof f.value, `${suite}: ${f.name}`).toBe('number');
      expect(Number.isFinite(f.value), `${suite}: ${f.name}`).toBe(true);
      expect(f.value as number, `${suite}: ${f.name}`).toBeGreaterThanOrEqual(0);
      if (f.ratio !== null) expect(Number.isFinite(f.ratio), `${suite}: ${f.name} ratio`).toBe(true);
      expect(typeof f.pass).toBe('boolean');
      expect(f.target).not.toBe('');
      expect(md).toContain(f.name);
    }
  });

  it('figures of the server and webhooks suites', () => {
    const names = result.figures.map((f) => `${f.suite}: ${f.name}`).join('\n');
    expect(names).toMatch(/server: POST \/v1\/pricing\/calculate vs bare Koa/);
    expect(names).toMatch(/server: POST \/v1\/bookings, /);
    expect(names).toMatch(/server: GET \/v1\/bookings\?status=confirmed&limit=100 p99/);
    expect(names).toMatch(/webhooks: deliveries of 50 /);
    expect(names).toMatch(/webhooks: commit-to-delivery latency/);
  });
});
