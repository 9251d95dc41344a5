/**
 * Stored views that were cleared (a change the writer did not follow with a new view, a raw SQL
 * edit, a database from before views were stored) are rebuilt in the background, a batch per
 * transaction, so list pages are back to reading stored text. Until then a page builds them from
 * the rows, so nothing stale is shown meanwhile.
 */
import type { Scope } from '../core/scope.js';
import type { Store } from '../store/store.js';
import { storedViewJson, toViews } from './views.js';

/** Views rebuilt per transaction: small enough that writers queued behind it barely notice. */
const REPAIR_BATCH = 200;

/**
 * Rebuild up to `limit` missing views in one write transaction; returns how many. The bookings are
 * read in that transaction (and on PostgreSQL locked, skipping those another transaction holds),
 * so a view is never built from rows older than the ones it is stored beside.
 */
export async function repairViews(store: Store, limit = REPAIR_BATCH): Promise<number> {
  // The probe is a read, so a database with nothing to repair costs no write transaction.
  if (!(await store.read((tx) => tx.bookingViews.anyMissing()))) return 0;
  return store.write(async (tx) => {
    const missing = await tx.bookingViews.missing(limit);
    const byScope = new Map<string, { scope: Scope; ids: string[] }>();
    for (const m of missing) {
      const key = `${m.tenant_id}\u0000${m.livemode}`;
      let group = byScope.get(key);
      if (group === undefined) {
        group = { scope: { tenantId: m.tenant_id, livemode: m.livemode }, ids: [] };
        byScope.set(key, group);
      }
      group.ids.push(m.id);
    }
    for (const { scope, ids } of byScope.values()) {
      const views = await toViews(tx, scope, await tx.bookings.getBookings(scope, ids));
      await tx.bookingViews.fill(
        scope,
        views.map((view) => ({ id: view.id, json: storedViewJson(view) })),
      );
    }
    return missing.length;
  });
}
