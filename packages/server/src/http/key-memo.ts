/**
 * Keys found once are remembered with their tenant's cache version, read in the same snapshot as
 * the key. A remembered key is trusted again only while the store reports that same version:
 * revoking, deactivating or adding a key bumps it (in any process), so a revoked key is refused by
 * every process from the commit on. Unknown keys are never remembered, so guessing cannot fill the
 * memory.
 */
import type { Store, Tx } from '../store/store.js';

/** Keys remembered at most; past it the least recently used is forgotten. */
const MAX_KEYS = 10_000;

export interface KnownKey<Row> {
  row: Row;
  version: number;
}

/** `find`: the row of the key with this SHA-256, in any tenant. */
export function keyMemo<Row extends { tenant_id: string; livemode: boolean }>(
  store: Store,
  find: (tx: Tx, hash: string) => Promise<Row | undefined>,
) {
  const known = new Map<string, KnownKey<Row>>();

  return async (hash: string): Promise<KnownKey<Row> | undefined> => {
    const seen = known.get(hash);
    if (seen !== undefined) {
      const scope = { tenantId: seen.row.tenant_id, livemode: seen.row.livemode };
      if ((await store.cacheVersion(scope)) === seen.version) {
        known.delete(hash);
        known.set(hash, seen);
        return seen;
      }
      known.delete(hash);
    }
    const found = await store.read(async (tx) => {
      const row = await find(tx, hash);
      if (row === undefined) return undefined;
      return { row, version: await tx.tenants.cacheVersion({ tenantId: row.tenant_id, livemode: row.livemode }) };
    });
    if (found === undefined) return undefined;
    known.set(hash, found);
    if (known.size > MAX_KEYS) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    return found;
  };
}
