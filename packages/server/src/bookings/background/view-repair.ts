/**
 * Stored views that were cleared (a change the writer did not follow with a new view, a raw SQL
 * edit, a database from before views were stored) are rebuilt in the background, a batch per
 * transaction, so list pages are back to reading stored text. Until then a page builds them from
 * the rows, so nothing stale is shown meanwhile.
 */
import type { Scope } from '../../core/scope.js';
import { rebuildBookingDocuments } from '../../search/documents.js';
import type { MissingView } from '../../store/queries/booking-views.js';
import type { BookingRow } from '../../store/queries/bookings.js';
import type { Store, Tx } from '../../store/store.js';
import { type BookingView, storedViewJson, toViews, VIEW_VERSION } from '../views.js';

/** Views rebuilt per transaction: small enough that writers queued behind it barely notice. */
export const REPAIR_BATCH = 200;

/**
 * Rebuild up to `limit` missing views after `after` in one write transaction; returns how many were
 * looked at, the last of them (where the next batch starts) and how many were stored. The bookings
 * are read in that transaction (and on PostgreSQL locked, skipping those another transaction
 * holds), so a view is never built from rows older than the ones it is stored beside. A booking whose view cannot be built is left out (its page shows the
 * error instead of a stale view) and does not hold back the rest.
 */
export async function repairViews(
  store: Store,
  after?: MissingView,
  limit = REPAIR_BATCH,
): Promise<{ seen: number; last: MissingView | undefined; stored: number }> {
  // The probe is a read, so a database with nothing to repair costs no write transaction.
  if (after === undefined && !(await store.read((tx) => tx.bookingViews.anyMissing()))) {
    return { seen: 0, last: undefined, stored: 0 };
  }
  return store.write(async (tx) => {
    const missing = await tx.bookingViews.missing(limit, after);
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
    let stored = 0;
    for (const { scope, ids } of byScope.values()) {
      const views = await buildViews(tx, scope, await tx.bookings.getBookings(scope, ids));
      await tx.bookingViews.fill(
        scope,
        views.map((view) => ({ id: view.id, json: storedViewJson(view) })),
        VIEW_VERSION,
      );
      await rebuildBookingDocuments(tx, scope, views);
      stored += views.length;
    }
    return { seen: missing.length, last: missing[missing.length - 1], stored };
  });
}

/** The views of `rows`, all at once, or one by one leaving out those that cannot be built. */
async function buildViews(tx: Tx, scope: Scope, rows: BookingRow[]): Promise<BookingView[]> {
  try {
    return await toViews(tx, scope, rows, undefined);
  } catch {
    const out: BookingView[] = [];
    for (const row of rows) {
      try {
        out.push(...(await toViews(tx, scope, [row], undefined)));
      } catch {
        // Left cleared: the page that shows it builds it again and answers the error.
      }
    }
    return out;
  }
}
