/**
 * The README's "A deposit at the counter" walkthrough, run as written: each shell block in order, in
 * one shell's variables, against a live server with the demo catalog whose clock is at the time the
 * walkthrough is told at, and each block's answers checked against the ones the README shows.
 * Skipped, with a line saying so, where curl or jq is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, expectShown, readmeSteps, serveDemo } from './readme.js';

const found = (tool: string) => ['/usr/bin', '/bin', '/usr/local/bin'].some((d) => existsSync(join(d, tool)));
const MISSING = ['curl', 'jq'].filter((tool) => !found(tool));
if (MISSING.length > 0) {
  console.log(`SKIPPED the README deposit walkthrough: ${MISSING.join(' and ')} missing (apt-get install curl jq)`);
}

describe.skipIf(MISSING.length > 0)('README: a deposit at the counter', () => {
  // Monday 15 June 2026, 08:00 in New York (the demo tenant's zone).
  const now = new Date('2026-06-15T12:00:00.000Z');
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await serveDemo('rentline-payments-readme-', () => now, { sweeps: false });
  });
  afterAll(() => demo?.close());

  it('every block answers what the README shows', async () => {
    const steps = readmeSteps('### A deposit at the counter');
    expect(steps).toHaveLength(4);
    const vars = join(demo.dir, 'vars.sh');
    writeFileSync(vars, '');
    for (const [i, step] of steps.entries()) {
      const script = `set -euo pipefail -o allexport\nsource '${vars}'\n${step.script}\nexport -p > '${vars}'\n`;
      const { stdout } = await promisify(execFile)('bash', ['--noprofile', '--norc', '-c', script], {
        encoding: 'utf8',
        timeout: 20_000,
        cwd: demo.dir,
        env: { PATH: process.env.PATH, RENTLINE_URL: demo.url, KEY: demo.key },
      });
      if (process.env.SHOW_README_OUTPUT === '1') console.log(`block ${i + 1}:\n${stdout}`);
      expect(step.shown.length, `block ${i + 1}`).toBeGreaterThan(0);
      expectShown(stdout, step.shown, `block ${i + 1}`);
    }
  });
});
