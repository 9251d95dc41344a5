/**
 * A newcomer's first five minutes, as the root README tells them, in a fresh clone of this
 * repository (its committed HEAD): `npm start` (install, build, the demo), then step 3's commands as
 * written (the API tour: its install, then the tour itself), twice. Afterwards the clone is as it was
 * (`git status` shows nothing: the install saved nothing and left no lock file, the demo's data is
 * ignored) and the demo has one Grace Hopper, not one more per run of the tour.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** The commands of the README's fenced `sh` block that follows `marker`. */
function readmeBlock(marker: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const from = readme.indexOf(marker);
  expect(from, marker).toBeGreaterThan(0);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(from))?.[1];
  expect(block, `a sh block after ${marker}`).toBeDefined();
  return (block as string)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

/**
 * The environment of a newcomer's shell: this process's, without what the test runner adds (its
 * NODE_ENV=test would make the console's build React's development bundle, over its size budget).
 */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of Object.keys(env))
    if (k === 'NODE_ENV' || k.startsWith('VITEST') || k === 'RENTLINE_BUILT') delete env[k];
  return env;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const address = srv.address();
  await new Promise<void>((r) => srv.close(() => r()));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

describe('the README from a fresh clone', () => {
  let work: string;
  let clone: string;
  let demo: ChildProcess | undefined;
  let base: string;
  let log = '';

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'rentline-newcomer-'));
    clone = join(work, 'rentline');
    const head = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'pipe' });
    execFileSync('git', ['-C', clone, 'checkout', '--quiet', head], { stdio: 'pipe' });
    // Step 1: `npm start`, on a port of its own (the README's default, 3000, may be taken here).
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    demo = spawn('npm', ['start'], {
      cwd: clone,
      env: { ...newcomerEnv(), PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm, the runner, the demo and the server stop together.
      detached: true,
    });
    demo.stdout?.on('data', (d) => {
      log += d;
    });
    demo.stderr?.on('data', (d) => {
      log += d;
    });
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (demo.exitCode !== null) throw new Error(`npm start exited ${demo.exitCode}:\n${log.slice(-3000)}`);
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${log.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 660_000);

  afterAll(() => {
    if (demo?.pid !== undefined && demo.exitCode === null) process.kill(-demo.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('step 3 run twice leaves git status clean and one Grace Hopper', () => {
    const step3 = readmeBlock('3. Book, extend, swap, pay');
    expect(step3).toContain('npm install');
    for (let run = 1; run <= 2; run++) {
      const out = execFileSync('bash', ['-euo', 'pipefail', '-c', step3], {
        cwd: clone,
        encoding: 'utf8',
        env: { ...newcomerEnv(), RENTLINE_URL: base },
        timeout: 240_000,
      });
      expect(out, `tour run ${run}`).toContain('Tour complete.');
      expect(
        execFileSync('git', ['-C', clone, 'status', '--porcelain'], { encoding: 'utf8' }),
        `after run ${run}`,
      ).toBe('');
    }
  }, 600_000);

  it('the tour found the demo customer instead of adding one per run', async () => {
    const key = JSON.parse(readFileSync(join(clone, 'data', 'demo-keys.json'), 'utf8')).test_key;
    const res = await fetch(`${base}/v1/customers?limit=100`, { headers: { authorization: `Bearer ${key}` } });
    const customers = (await res.json()).data as { name: string; email: string | null }[];
    expect(customers.filter((c) => c.email === 'grace@example.com').map((c) => c.name)).toEqual(['Grace Hopper']);
  });
});
