/**
 * The README's "Running the counter" walkthrough, run as written: each shell block in order, in one
 * shell's variables, against a live server with the demo catalog whose clock is at the time the block
 * starts with (the late fee and the overdue list depend on it), and each block's answers checked
 * against the ones the README shows. Skipped, with a line saying so, where curl or jq is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { resolveInstant } from '@rentline/pricing-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, expectShown, readmeSteps, serveDemo } from './readme.js';

const found = (tool: string) => ['/usr/bin', '/bin', '/usr/local/bin'].some((d) => existsSync(join(d, tool)));
const MISSING = ['curl', 'jq'].filter((tool) => !found(tool));
if (MISSING.length > 0) {
  console.log(`SKIPPED the README counter walkthrough: ${MISSING.join(' and ')} missing (apt-get install curl jq)`);
}

/** Each block's time as it starts (`# 08:30`), and the shop's local time the clock is set to. */
const DAY: [label: string, local: string][] = [
  ['08:30', '2026-10-06T08:30'],
  ['09:05', '2026-10-06T09:05'],
  ['13:30', '2026-10-06T13:30'],
  ['14:20', '2026-10-06T14:20'],
  ['16:00', '2026-10-06T16:00'],
  ['Wednesday 10:00', '2026-10-07T10:00'],
];
const SHOP_ZONE = 'America/New_York'; // the demo tenant's

describe.skipIf(MISSING.length > 0)('README: running the counter', () => {
  // The demo is made days before: its own late rental is due back before the walkthrough's day.
  let now = new Date('2026-10-01T16:00:00.000Z');
  let demo: DemoServer;
  // No sweeps: the walkthrough's answers do not depend on one.
  beforeAll(async () => {
    demo = await serveDemo('rentline-counter-readme-', () => now, { sweeps: false });
  });
  afterAll(() => demo?.close());

  it('every block answers what the README shows', async () => {
    const steps = readmeSteps('## Running the counter');
    expect(steps.map((s) => /^# ([^.,]+)/.exec(s.script)?.[1])).toEqual(DAY.map(([label]) => label));
    // The shell's variables carry from one block to the next, as in the reader's one shell.
    const vars = join(demo.dir, 'vars.sh');
    writeFileSync(vars, '');
    for (const [i, step] of steps.entries()) {
      const [label, local] = DAY[i] as [string, string];
      now = new Date(resolveInstant(local, { time_zone: SHOP_ZONE }));
      const script = `set -euo pipefail -o allexport\nsource '${vars}'\n${step.script}\nexport -p > '${vars}'\n`;
      // Asynchronously: the server answering curl runs in this process.
      const { stdout } = await promisify(execFile)('bash', ['--noprofile', '--norc', '-c', script], {
        encoding: 'utf8',
        timeout: 20_000,
        cwd: demo.dir,
        env: { PATH: process.env.PATH, RENTLINE_URL: demo.url, KEY: demo.key },
      });
      expect(step.shown.length, label).toBeGreaterThan(0);
      expectShown(stdout, step.shown, `the block at ${label}`);
    }
  });
});
