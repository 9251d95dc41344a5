/**
 * SQLite checkpoints off the event loop: committed pages reach the database file through the store's
 * checkpoint thread while the log is far below the writer's own (backstop) checkpoint; the store's
 * close stops the thread and leaves no log behind; a command-line process that opens and closes a
 * store still prints and exits (the thread never keeps a process alive, nor ends it early).
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKSTOP_PAGES } from '../src/store/sqlite/checkpointer.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { createTenant } from '../src/tenants/service.js';
import { tempDir } from './helpers.js';

describe('SQLite checkpoints in a thread of their own', () => {
  it('copies committed pages into the database file before the backstop, and close leaves no WAL', async () => {
    const dir = tempDir('rentline-ckpt-');
    const path = join(dir, 'rentline.db');
    const store = new SqliteStore(path);
    try {
      const db = store.connection;
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      const fileBefore = statSync(path).size;
      // A thousand tenants (with their keys and settings): a few hundred pages, far below the backstop of 10,000.
      for (let batch = 0; batch < 20; batch++) {
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            store.write((tx) => createTenant(tx, { name: `Tenant ${batch}-${i} ${'x'.repeat(180)}` })),
          ),
        );
      }
      const walPages = statSync(`${path}-wal`).size / pageSize;
      expect(walPages).toBeGreaterThan(50);
      expect(walPages).toBeLessThan(BACKSTOP_PAGES);
      // Only a checkpoint writes to the database file itself; the writer's own would not run yet.
      const deadline = Date.now() + 5_000;
      while (statSync(path).size <= fileBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(statSync(path).size).toBeGreaterThan(fileBefore);
    } finally {
      await store.close();
    }
    expect(existsSync(`${path}-wal`)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
