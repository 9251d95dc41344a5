/**
 * `readOne` on PostgreSQL: a read of one statement runs without a transaction around it, on the
 * connections such reads share; a read that goes on to a second statement is dropped and runs again,
 * whole, in a read transaction (one snapshot), even when it catches the stop itself; a failed
 * statement leaves the shared connections usable.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/core/scope.js';
import { PgStore } from '../../src/store/postgres/store.js';
import type { Tx } from '../../src/store/store.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';

const scope: Scope = { tenantId: 't_readone', livemode: false };

describe('PgStore.readOne', () => {
  let database: TestDatabase;
  let store: PgStore;
  let admin: pg.Client;
  const bump = () => admin.query('SELECT cache_version_bump($1, $2)', [scope.tenantId, scope.livemode]);
  /** The other backends of the test database, by pid: their state. */
  const backends = async () =>
    new Map(
      (
        await admin.query<{ pid: number; state: string }>(
          `SELECT pid, state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => [r.pid, r.state] as const),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: a connection left in a transaction, or lost, would show in the next read.
    store = new PgStore(database.url, { poolSize: 1 });
    await store.whenReady();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await bump();
  });
  afterAll(async () => {
    await admin.end();
    await store.close();
    await database.drop();
  });

  it('one statement: runs once, outside a transaction, and sees the latest commit', async () => {
    // What the store's connections are doing while `fn` runs, seen from another connection.
    const states = async () => [...(await backends()).values()];
    let calls = 0;
    const [during, before] = await store.readOne(async (tx) => {
      calls++;
      return [await states(), await tx.tenants.cacheVersion(scope)] as const;
    });
    expect(calls).toBe(1);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((state) => state === 'idle')).toBe(true);
    // What read() does: its BEGIN goes out with its first statement, and the connection then stays in
    // the transaction.
    expect(
      await store.read(async (tx) => {
        await tx.tenants.cacheVersion(scope);
        return states();
      }),
    ).toContain('idle in transaction');
    await bump();
    expect(await store.readOne((tx) => tx.tenants.cacheVersion(scope))).toBe(before + 1);
    expect((await states()).every((state) => state === 'idle')).toBe(true);
  });

  it('a second statement: the read runs again in one snapshot, and a commit between its statements is not seen', async () => {
    const seen: number[][] = [];
    const read = async (tx: Tx) => {
      const first = await tx.tenants.cacheVersion(scope);
      await bump(); // committed by another connection between the two statements
      const second = await tx.tenants.cacheVersion(scope);
      seen.push([first, second]);
      return [first, second];
    };
    const [first, second] = await store.readOne(read);
    expect(first).toBe(second);
    // The first attempt stopped before its second statement; only the transaction's run finished.
    expect(seen).toEqual([[first, second]]);
  });

  it('a read that catches the stop itself still runs again in a transaction', async () => {
    let calls = 0;
    const result = await store.readOne(async (tx) => {
      calls++;
      const first = await tx.tenants.cacheVersion(scope);
      await bump();
      try {
        return { first, second: await tx.tenants.cacheVersion(scope) };
      } catch {
        return { first, second: -1 };
      }
    });
    expect(calls).toBe(2);
    expect(result.second).toBe(result.first);
  });

  it('afterCommit hooks run once, after the read that answered', async () => {
    let hooks = 0;
    await store.readOne(async (tx) => {
      tx.afterCommit(() => hooks++);
      await tx.tenants.cacheVersion(scope);
      return tx.tenants.cacheVersion(scope);
    });
    expect(hooks).toBe(1);
  });

  it('a statement that fails: the error is the caller’s, and the same connections serve the next reads', async () => {
    // Every shared connection opened, and reads issued together (one write, answered in turn).
    const together = await Promise.all([1, 2, 3, 4].map(() => store.readOne((tx) => tx.tenants.cacheVersion(scope))));
    expect(new Set(together).size).toBe(1);
    const before = [...(await backends()).keys()].sort();
    await expect(
      store.readOne((tx) => tx.bookingViews.missing(-1)), // LIMIT -1 is refused by the server
    ).rejects.toThrow(/LIMIT/);
    const [failedNextTo, after] = await Promise.all([
      store.readOne((tx) => tx.bookingViews.missing(-1)).catch((err: Error) => err.message),
      store.readOne((tx) => tx.tenants.cacheVersion(scope)),
    ]);
    expect(failedNextTo).toMatch(/LIMIT/);
    expect(after).toBe(together[0]);
    expect([...(await backends()).keys()].sort()).toEqual(before);
  });
});
