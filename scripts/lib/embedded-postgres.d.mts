export interface EmbeddedPostgresServer {
  /** postgres://postgres:…@127.0.0.1:port/postgres: a superuser on the `postgres` database. */
  adminUrl: string;
  port: number;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

export function startEmbeddedPostgres(options: {
  password: string;
  /** The server's command-line settings, e.g. ['-c', 'fsync=off']. */
  flags?: string[];
  /** A word in the data directory's name. */
  name?: string;
}): Promise<EmbeddedPostgresServer>;

export function freePort(): Promise<number>;
