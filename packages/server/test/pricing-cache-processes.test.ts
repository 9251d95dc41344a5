/**
 * The pricing cache across processes: two `rentline serve` processes on one store (a SQLite file
 * here; the PostgreSQL instances test does the same on one database). A rate changed through one
 * process is quoted by the other at once, every time, though the other held the old records in
 * memory a moment before; and a key rotated by a third process is refused by both at once.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { rotateTenantKeys } from '../src/tenants/service.js';
import { makeApi, tempDir } from './helpers.js';
import { checkStaleReads, type ProcessPair } from './pricing-cache-checks.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from './process.js';

describe('two serve processes on one SQLite file', () => {
  const dir = tempDir('rentline-cache-');
  const env = {
    ...process.env,
    DATABASE_PATH: join(dir, 'rentline.db'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '0',
  };
  const servers: ServeProcess[] = [];
  let pair: ProcessPair;

  beforeAll(async () => {
    ensureBuilt();
    const tenant = await runBuiltCli(['tenant', 'create', '--name', 'Two Processes', '--json'], env);
    expect(tenant.code, tenant.stderr).toBe(0);
    const created = JSON.parse(tenant.stdout);
    servers.push(...(await Promise.all([serveBuilt(env), serveBuilt(env)])));
    pair = {
      a: makeApi(servers[0]?.url as string, created.test_key),
      b: makeApi(servers[1]?.url as string, created.test_key),
      rotateKeys: async () => {
        const store = new SqliteStore(env.DATABASE_PATH, { migrate: false });
        try {
          return (await store.write((tx) => rotateTenantKeys(tx, created.tenant_id))).test_key;
        } finally {
          await store.close();
        }
      },
    };
  });

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
      await s.exited();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('a rate changed through one process is quoted by the other at once; a rotated key is refused by both', async () => {
    await checkStaleReads(pair);
  });
});
