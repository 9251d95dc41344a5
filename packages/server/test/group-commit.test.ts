/**
 * SQLite writes committed in groups: each write is all or nothing on its own, reported only once its
 * group has committed (visible from another connection the moment it resolves), and a failed commit
 * rejects every write of its group with nothing of them left.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { createTenant } from '../src/tenants/service.js';
import { tempDir } from './helpers.js';

const dir = tempDir('rentline-group-');
const path = join(dir, 'rentline.db');
let store: SqliteStore;
let other: Database.Database;

beforeAll(() => {
  store = new SqliteStore(path);
  other = new Database(path, { readonly: true });
});
afterAll(async () => {
  other.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const tenantCount = () => (other.prepare('SELECT count(*) AS n FROM tenants').get() as { n: number }).n;
const tenantNamed = (name: string) => other.prepare('SELECT id FROM tenants WHERE name = ?').get(name);

describe('group commit', () => {
  it('writes queued together commit as one group; a failing one is undone alone; each is visible when it resolves', async () => {
    const before = { ...store.writeStats };
    const start = tenantCount();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store
          .write(async (tx) => {
            const t = await createTenant(tx, { name: `Group ${i}` });
            if (i === 7) throw new Error('refused after writing');
            return t;
          })
          .then((t) => {
            // Committed by the time the caller hears of it: another connection sees it now.
            expect(tenantNamed(`Group ${i}`), `Group ${i}`).toBeDefined();
            return t;
          }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(19);
    expect(outcomes[7]).toMatchObject({ status: 'rejected', reason: { message: 'refused after writing' } });
    expect(tenantNamed('Group 7')).toBeUndefined();
    expect(tenantCount()).toBe(start + 19);
    const groups = store.writeStats.groups - before.groups;
    expect(store.writeStats.writes - before.writes).toBe(19);
    // Queued together: far fewer commits than writes.
    expect(groups).toBeGreaterThanOrEqual(1);
    expect(groups).toBeLessThan(10);
  });

  it('a write queued just as the previous group finishes is never left waiting', async () => {
    // The caller writes again a few microtasks after its last write resolved: the moment the pump
    // may be finishing. Every one of these must complete on its own, with no later write to wake it.
    for (let hops = 0; hops < 8; hops++) {
      for (let i = 0; i < 5; i++) {
        await store.write((tx) => createTenant(tx, { name: `Seq ${hops}.${i}` }));
        for (let h = 0; h < hops; h++) await Promise.resolve();
      }
    }
    expect(tenantNamed('Seq 7.4')).toBeDefined();
  }, 10_000);

  it('a write queued a turn of the event loop after the queue emptied joins the running group; a later one waits for the next', async () => {
    // As a request read from its socket while the group ran: it reaches write() a turn or two later.
    const turn = () => new Promise<void>((r) => setImmediate(r));
    const before = { ...store.writeStats };
    let late: Promise<unknown> | undefined;
    const first = store.write(async (tx) => {
      void turn().then(() => {
        late = store.write((t) => createTenant(t, { name: 'Joined late' }));
      });
      return createTenant(tx, { name: 'Joined first' });
    });
    await first;
    // Queued by then: the first write's group committed after it, not before.
    expect(late).toBeDefined();
    await late;
    expect(store.writeStats.groups - before.groups).toBe(1);
    expect(store.writeStats.writes - before.writes).toBe(2);

    // Past the linger the group commits: a write queued 20 ms later has a group of its own.
    const next = { ...store.writeStats };
    await store.write((tx) => createTenant(tx, { name: 'Alone A' }));
    await new Promise((r) => setTimeout(r, 20));
    await store.write((tx) => createTenant(tx, { name: 'Alone B' }));
    expect(store.writeStats.groups - next.groups).toBe(2);
  });

  it('writes that keep trickling in do not hold a group open: it lingers once, then commits', async () => {
    // Each write queues the next a turn later, as the webhook worker's claims and outcomes do under
    // load. Lingering every time the queue emptied would keep all six in one open group.
    const turn = () => new Promise<void>((r) => setImmediate(r));
    const before = { ...store.writeStats };
    const seenFirst: boolean[] = [];
    const writes: Promise<unknown>[] = [];
    const chain = (i: number) => {
      writes.push(
        store.write(async (tx) => {
          seenFirst[i] = tenantNamed('Chain 0') !== undefined;
          if (i < 5) void turn().then(() => chain(i + 1));
          return createTenant(tx, { name: `Chain ${i}` });
        }),
      );
    };
    chain(0);
    await vi.waitFor(() => expect(writes).toHaveLength(6));
    await Promise.all(writes);
    expect(store.writeStats.writes - before.writes).toBe(6);
    expect(store.writeStats.groups - before.groups).toBeGreaterThanOrEqual(3);
    // The first write was committed (visible to another connection) before the fourth one ran.
    expect(seenFirst[3]).toBe(true);
  });

  it('a store opened on an up-to-date file while another connection holds the write lock opens without waiting', async () => {
    // A group holds the write lock across its linger, and a CLI command or a second instance may open
    // the file then: with nothing to migrate, opening takes no write lock at all.
    const holder = new Database(path);
    holder.exec('BEGIN IMMEDIATE');
    try {
      const second = new SqliteStore(path);
      await second.close();
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });

  it('a hook that throws after the commit neither undoes its write nor holds up the others', async () => {
    const outcomes = await Promise.allSettled([
      store.write(async (tx) => {
        tx.afterCommit(() => {
          throw new Error('hook');
        });
        return createTenant(tx, { name: 'Hooked A' });
      }),
      store.write((tx) => createTenant(tx, { name: 'Hooked B' })),
      store.write((tx) => createTenant(tx, { name: 'Hooked C' })),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    for (const name of ['Hooked A', 'Hooked B', 'Hooked C']) expect(tenantNamed(name)).toBeDefined();
  });

  it('a cache version asked for just before the store closes answers "cannot tell", never throws', async () => {
    const other = new SqliteStore(path);
    const asked = other.cacheVersion({ tenantId: 'ten_x', livemode: false });
    await other.close();
    await expect(asked).resolves.toBeUndefined();
  });

  it('a commit that fails rejects every write of its group, and none of them stays', async () => {
    store.connection.exec(`CREATE TABLE parent (id TEXT PRIMARY KEY);
      CREATE TABLE child (parent_id TEXT REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)`);
    const start = tenantCount();
    const outcomes = await Promise.allSettled([
      store.write((tx) => createTenant(tx, { name: 'Doomed A' })),
      // Passes its own statements; the deferred foreign key fails the group's COMMIT.
      store.write(async () => {
        store.connection.prepare("INSERT INTO child VALUES ('nobody')").run();
      }),
      store.write((tx) => createTenant(tx, { name: 'Doomed B' })),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(tenantCount()).toBe(start);
    expect(other.prepare('SELECT count(*) AS n FROM child').get()).toEqual({ n: 0 });
    // The connection is usable afterwards.
    await store.write((tx) => createTenant(tx, { name: 'After' }));
    expect(tenantNamed('After')).toBeDefined();
  });
});
