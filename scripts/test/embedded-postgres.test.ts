/**
 * The embedded PostgreSQL helper of the tests and the bench (scripts/lib/embedded-postgres.mjs): as
 * root, a server whose `postgres` user cannot reach the binaries is an Error naming the cause, not a
 * crash of the process (the spawn's EACCES used to be an uncaught 'error' event), and the copy it
 * runs from is open to that user.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const helper = new URL('../lib/embedded-postgres.mjs', import.meta.url).pathname;
const serverPackage = new URL('../../packages/server/package.json', import.meta.url).pathname;
const { copyName } = (await import(helper)) as { copyName: () => string };
const isRoot = process.getuid?.() === 0;
const closed = mkdtempSync(join(tmpdir(), 'rentline-closed-'));
afterAll(() => rmSync(closed, { recursive: true, force: true }));

/** Starts and stops a server in a child process with `env`; its report on stdout. */
function start(env: Record<string, string>) {
  const script = `
    import { createRequire } from 'node:module';
    import { startEmbeddedPostgres } from ${JSON.stringify(helper)};
    const pg = createRequire(${JSON.stringify(serverPackage)})('pg');
    try {
      const s = await startEmbeddedPostgres({ password: 'x', name: 'helper-test' });
      const c = new pg.Client({ connectionString: s.adminUrl });
      await c.connect();
      const { rows } = await c.query('SELECT 1 + 1 AS two');
      await c.end();
      await s.stop();
      console.log('started, 1 + 1 =', rows[0].two);
    } catch (e) {
      console.log('refused:', e.message);
    }
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe.skipIf(!isRoot)('the test PostgreSQL as root', () => {
  it('runs from a copy every user can reach, whatever directory the clone is in', () => {
    const r = start({});
    expect(r.stdout, r.stderr).toContain('started, 1 + 1 = 2');
    expect(r.status).toBe(0);
    const copy = statSync(join(tmpdir(), copyName()));
    expect(copy.uid).toBe(0);
    expect(copy.mode & 0o777).toBe(0o755);
  });

  it('makes the copy again when the clone its links point into is gone', () => {
    // A copy left by another clone that was deleted since: complete, but its dependencies dangle.
    const tmp = mkdtempSync(join(tmpdir(), 'rentline-stale-'));
    try {
      chmodSync(tmp, 0o755);
      const stale = join(tmp, copyName(), 'node_modules');
      mkdirSync(stale, { recursive: true, mode: 0o755 });
      chmodSync(join(tmp, copyName()), 0o755);
      writeFileSync(join(tmp, copyName(), '.complete'), '');
      symlinkSync(join(tmp, 'deleted-clone', 'node_modules', 'pg'), join(stale, 'pg'), 'dir');
      const r = start({ TMPDIR: tmp });
      expect(r.stdout, r.stderr).toContain('started, 1 + 1 = 2');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('is refused with the cause when the postgres user cannot reach the binaries, and the process lives on', () => {
    chmodSync(closed, 0o700);
    const r = start({ TMPDIR: closed });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^refused: the postgres user cannot run \S+\/initdb: EACCES \(/m);
  });
});
