import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared by the consumer tests
import { packPackage } from '../../scripts/lib/consumer.mjs';

const exampleDir = new URL('../engine-checkout/', import.meta.url).pathname;

describe('examples/engine-checkout against the packed engine', () => {
  let work: string;
  let app: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'rentline-example-'));
    const tarball = packPackage('pricing-engine', join(work, 'packs'));
    app = join(work, 'engine-checkout');
    cpSync(exampleDir, app, { recursive: true, filter: (src) => !src.includes('node_modules') });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], {
      cwd: app,
      stdio: 'pipe',
    });
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('prints exactly the table its README shows', () => {
    const readme = readFileSync(join(exampleDir, 'README.md'), 'utf8');
    const shown = /Expected output[^\n]*\n\n```\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(shown).toBeDefined();
    const out = execFileSync(process.execPath, ['checkout.mjs'], { cwd: app, encoding: 'utf8' });
    expect(out).toBe(shown);
    expect(out).toMatch(/^Total\s+\$357\.75$/m);
  });

  it('prints the engine error code and field for a bad window, and exits 1', () => {
    const r = spawnSync(process.execPath, ['checkout.mjs', '2026-07-04T09:00', '2026-07-01T09:00'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('parameter_invalid (return_date)');
  });

  it('prices a half-day window', () => {
    const out = execFileSync(process.execPath, ['checkout.mjs', '2026-07-10T09:00', '2026-07-10T13:00'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(out).toContain('1 day(s), half-day');
  });
});
