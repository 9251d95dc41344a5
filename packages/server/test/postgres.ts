/** A fresh PostgreSQL database per test server, on the suite's server (see postgres-setup.ts). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin URL of the test PostgreSQL server (a user that may create databases). */
    postgresAdminUrl: string;
    /** A database with every migration applied, copied for each test database (faster than migrating). */
    postgresTemplate: string;
    /** Why the test PostgreSQL did not start (set instead of the two above). */
    postgresUnavailable?: string;
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const unavailable = inject('postgresUnavailable');
  if (unavailable !== undefined) throw new Error(`the test PostgreSQL did not start: ${unavailable}`);
  const admin = inject('postgresAdminUrl');
  if (!admin) throw new Error('no PostgreSQL for this project: run it with postgres-setup.ts as globalSetup');
  const name = `rentline_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
