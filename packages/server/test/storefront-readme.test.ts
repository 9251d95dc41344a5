/**
 * The README's storefront walkthrough ("A checkout in curl"), run as written against the demo with
 * its clock on 15 June 2026, and its answers checked against the ones the README shows. Skipped,
 * with a line saying so, where curl or jq is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, expectShown, readmeSteps, serveDemo } from './readme.js';

const found = (tool: string) => ['/usr/bin', '/bin', '/usr/local/bin'].some((d) => existsSync(join(d, tool)));
const MISSING = ['curl', 'jq'].filter((tool) => !found(tool));
if (MISSING.length > 0) {
  console.log(`SKIPPED the README storefront walkthrough: ${MISSING.join(' and ')} missing (apt-get install curl jq)`);
}

describe.skipIf(MISSING.length > 0)('README: a checkout in curl', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await serveDemo('rentline-storefront-readme-', () => now, { sweeps: false });
  });
  afterAll(() => demo?.close());

  it('the block answers what the README shows', async () => {
    const steps = readmeSteps('### A checkout in curl');
    expect(steps).toHaveLength(1);
    const [step] = steps;
    const { stdout } = await promisify(execFile)(
      'bash',
      ['--noprofile', '--norc', '-c', `set -euo pipefail\n${step?.script}`],
      {
        encoding: 'utf8',
        timeout: 20_000,
        env: { PATH: process.env.PATH, RENTLINE_URL: demo.url, KEY: demo.key },
      },
    );
    expectShown(stdout, step?.shown ?? [], 'the checkout block');
  });
});
