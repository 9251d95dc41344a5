/**
 * The embedded PostgreSQL helper of the tests and the bench (scripts/lib/embedded-postgres.mjs): as
 * root, a server whose `postgres` user cannot reach the binaries is an Error naming the cause, not a
 * crash of the process (the spawn's EACCES used to be an uncaught 'error' event), and the copy it
 * runs from is open to that user. For any user, a port taken between its pick and postgres's bind
 * means another port, and a start that cannot find one is an Error, not a hang.
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

/**
 * Starts and stops a server in a child process with `env`; its report on stdout. The child holds a
 * port of 127.0.0.1 open, and its first `taken` picks of a port are that one. The child ends by
 * itself (no `process.exit`), so a start that leaves something waiting shows as a timeout.
 */
function start(env: Record<string, string>, taken = 0) {
  const script = `
    import { createRequire } from 'node:module';
    import { createServer } from 'node:net';
    import { freePort, startEmbeddedPostgres } from ${JSON.stringify(helper)};
    const pg = createRequire(${JSON.stringify(serverPackage)})('pg');
    const held = createServer((socket) => socket.destroy());
    await new Promise((resolve) => held.listen(0, '127.0.0.1', resolve));
    const heldPort = held.address().port;
    let picks = 0;
    const pickPort = () => (++picks <= ${taken} ? Promise.resolve(heldPort) : freePort());
    try {
      const s = await startEmbeddedPostgres({ password: 'x', name: 'helper-test', pickPort });
      const c = new pg.Client({ connectionString: s.adminUrl });
      await c.connect();
      const { rows } = await c.query('SELECT 1 + 1 AS two');
      await c.end();
      await s.stop();
      console.log('started, 1 + 1 =', rows[0].two);
      console.log('picks:', picks, s.port === heldPort ? 'on the held port' : 'on another port');
    } catch (e) {
      console.log('refused:', e.message);
      console.log('picks:', picks);
    }
    held.close();
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

describe('the test PostgreSQL and its port', () => {
  it('starts on another port when the one it picked is taken before postgres binds it', () => {
    const r = start({}, 1);
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toContain('started, 1 + 1 = 2');
    expect(r.stdout).toContain('picks: 2 on another port');
  });

  it('is refused with the cause after three taken ports, and the process ends', () => {
    const r = start({}, 3);
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(
      /^refused: postgres exited while starting: port \d+ was in use, as were the 2 before it$/m,
    );
    expect(r.stdout).toContain('picks: 3');
  });
});
