/**
 * The demo's keys on the store under test (SQLite, and PostgreSQL under `server-postgres`):
 * `rentline serve --demo` started from a directory without `./data` seeds the demo, writes
 * `data/demo-keys.json` there and keeps the same keys on the next start (on PostgreSQL it used to
 * commit the tenant and then crash on the missing directory, and the next start rotated the keys);
 * a keys file that cannot be written rolls back what would have issued the keys.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/core/api-keys.js';
import { DemoKeysError, ensureDemo } from '../src/demo.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import type { Store } from '../src/store/store.js';
import { makeApi, tempDir } from './helpers.js';
import { createTestDatabase } from './postgres.js';
import { CLI, ensureBuilt } from './process.js';
import { STORE } from './sql.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

/** An empty database of the store under test: the env the CLI needs to reach it, and a store on it. */
async function emptyDatabase(dir: string): Promise<{ env: Record<string, string>; open: () => Promise<Store> }> {
  if (STORE === 'postgres') {
    const db = await createTestDatabase();
    cleanup.push(db.drop);
    return {
      env: { DATABASE_URL: db.url },
      open: async () => {
        const s = new PgStore(db.url);
        await s.whenReady();
        return s;
      },
    };
  }
  const path = join(dir, 'data', 'rentline.db');
  return { env: {}, open: async () => new SqliteStore(path) };
}

/** `rentline serve --demo` with `cwd` as its working directory; resolves with its URL and log. */
async function serveDemo(cwd: string, env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_PATH;
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, [CLI, 'serve', '--demo'], {
    cwd,
    env: { ...base, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_PER_SECOND: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 60_000);
    const read = (d: Buffer) => {
      out += d.toString();
      const m = /"msg":"listening","url":"([^"]+)"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${out}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, log: () => out, stop };
}

/** Whether `key` is an active key of the demo tenant in `store`. */
const active = (store: Store, key: string) =>
  store.read(async (tx) => (await tx.tenants.findApiKeyByHash(hashApiKey(key)))?.tenant_id === 'ten_demo');

describe(`serve --demo (${STORE})`, () => {
  it('works from a directory without ./data, and keeps its keys across restarts', async () => {
    ensureBuilt();
    const cwd = tempDir('rentline-demo-cwd-');
    cleanup.push(() => rmSync(cwd, { recursive: true, force: true }));
    const { env } = await emptyDatabase(cwd);
    const keysPath = join(cwd, 'data', 'demo-keys.json');

    const first = await serveDemo(cwd, env);
    expect(first.log()).toContain('"msg":"demo seeded"');
    const keys = JSON.parse(readFileSync(keysPath, 'utf8'));
    expect(statSync(keysPath).mode & 0o777).toBe(0o600);
    const tenant = await makeApi(first.url, keys.test_key)('GET', '/v1/tenant');
    expect(tenant.status, tenant.text).toBe(200);
    await first.stop();

    const second = await serveDemo(cwd, env);
    expect(second.log()).toContain('"msg":"demo loaded"');
    expect(JSON.parse(readFileSync(keysPath, 'utf8'))).toEqual(keys);
    expect((await makeApi(second.url, keys.live_key)('GET', '/v1/tenant')).status).toBe(200);
    await second.stop();
  });

  it('a keys file that cannot be written leaves no tenant behind, and a rotation that cannot be recorded keeps the old keys', async () => {
    const dir = tempDir('rentline-demo-keys-');
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const { open } = await emptyDatabase(dir);
    const store = await open();
    cleanup.push(() => store.close());
    const databasePath = join(dir, 'data', 'rentline.db');
    const keysPath = join(dir, 'data', 'demo-keys.json');

    // A directory where the keys file goes: the file cannot be put there.
    mkdirSync(keysPath, { recursive: true });
    await expect(ensureDemo(store, databasePath)).rejects.toThrow(DemoKeysError);
    expect(await store.read((tx) => tx.tenants.countTenants())).toBe(0);

    rmSync(keysPath, { recursive: true });
    const seeded = await ensureDemo(store, databasePath);
    expect(seeded.status).toBe('seeded');
    const keys = JSON.parse(readFileSync(keysPath, 'utf8'));
    expect(seeded.status === 'seeded' && seeded.keys).toEqual(keys);
    expect(await active(store, keys.test_key)).toBe(true);

    // The file is lost and cannot be written again: the rotation is rolled back, the keys stay valid.
    rmSync(keysPath);
    mkdirSync(keysPath);
    await expect(ensureDemo(store, databasePath)).rejects.toThrow(DemoKeysError);
    expect(await active(store, keys.test_key)).toBe(true);
    expect(await active(store, keys.live_key)).toBe(true);

    rmSync(keysPath, { recursive: true });
    const rotated = await ensureDemo(store, databasePath);
    expect(rotated.status).toBe('rotated');
    const fresh = JSON.parse(readFileSync(keysPath, 'utf8'));
    expect(await active(store, fresh.test_key)).toBe(true);
    expect(await active(store, keys.test_key)).toBe(false);
  });
});
