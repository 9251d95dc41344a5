/**
 * Several `rentline serve` processes on one database, for the races that must hold across
 * processes: on PostgreSQL a fresh database, on SQLite one file in a temporary directory; one tenant
 * made with the CLI, each process from the build, and raw SQL on the same database.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './db.js';
import { tempDir } from './helpers.js';
import { createTestDatabase, type TestDatabase } from './postgres.js';
import { CLI, ensureBuilt, type ServeProcess, serveBuilt } from './process.js';
import { postgresTestSql, STORE, sqliteTestSql, type TestSql } from './sql.js';

export interface Instances {
  /** The base URL of each process. */
  urls: string[];
  tenant: { tenant_id: string; test_key: string };
  /** Raw SQL on their database. */
  db: TestSql;
  close(): Promise<void>;
}

export async function startInstances(count: number, tenantName: string): Promise<Instances> {
  const dir = tempDir('rentline-instances-');
  const servers: ServeProcess[] = [];
  let database: TestDatabase | undefined;
  ensureBuilt();
  if (STORE === 'postgres') database = await createTestDatabase();
  const env = {
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_PATH: join(dir, 'rentline.db') }),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '0',
  };
  const tenant = JSON.parse(
    execFileSync(process.execPath, [CLI, 'tenant', 'create', '--name', tenantName, '--json'], {
      env,
      encoding: 'utf8',
    }),
  );
  for (let i = 0; i < count; i++) servers.push(await serveBuilt(env));
  const db = database
    ? await postgresTestSql(database.url)
    : sqliteTestSql(openDatabase(join(dir, 'rentline.db'), { migrate: false }), { owned: true });
  return {
    urls: servers.map((s) => s.url),
    tenant,
    db,
    async close() {
      await db.close();
      await Promise.all(
        servers.map(async (s) => {
          if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
          await s.exited();
        }),
      );
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
