/**
 * An in-process cache of the records a quote needs, per tenant and mode, so a quote for records
 * already read costs no transaction at all.
 *
 * Never stale: before a quote, the store's cache version of the tenant and mode is read (every
 * commit that changes a pricing record bumps it, in this process or any other). Records kept under
 * an older version are dropped. Records are kept under a version only when they were read in a
 * snapshot at that very version (the version is read in the same transaction), so an entry always
 * holds one state of the records, and while the version stays the same nothing they depend on has
 * changed: serving them is the same as reading them again.
 *
 * Bounded: at most `maxRecordsPerTenant` records per tenant and mode (beyond it the per-record maps
 * start over) and `maxTenants` tenant-modes (the least recently used goes first).
 */
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Store, Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';
import { loadPricingBase } from './engine-input.js';
import {
  type CalculateInput,
  type CartRecords,
  cartRecordsFrom,
  type ItemQuoteRecords,
  itemQuoteFrom,
  type Quote,
  QuoteRecords,
  quoteInputFrom,
  quoteOf,
  readCartRecords,
  readQuoteRecords,
} from './quote.js';

export interface PricingCacheOptions {
  maxTenants?: number;
  maxRecordsPerTenant?: number;
}

interface Entry {
  version: number;
  records: QuoteRecords;
}

export class PricingCache {
  private readonly entries = new Map<string, Entry>();
  readonly maxTenants: number;
  readonly maxRecordsPerTenant: number;
  /** Quotes served without reading the store, and quotes that read it (for tests and the bench). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly store: Store,
    options: PricingCacheOptions = {},
  ) {
    this.maxTenants = options.maxTenants ?? 1000;
    this.maxRecordsPerTenant = options.maxRecordsPerTenant ?? 2000;
  }

  async quote(scope: Scope, input: CalculateInput, now: Date): Promise<Quote> {
    const version = scope.cacheVersion ?? (await this.store.cacheVersion(scope));
    const entry = version === undefined ? undefined : this.entryAt(scope, version);
    if (entry?.records.covers(input)) {
      this.stats.hits++;
      return quoteOf(scope, quoteInputFrom(entry.records, input, now));
    }
    this.stats.misses++;
    // Priced from one snapshot of its own. What it read is kept only if that snapshot is at the
    // entry's version: records read after a later commit must not join records of before it.
    const fresh = await this.store.read(async (tx) => ({
      records: await readQuoteRecords(tx, scope, input),
      version: await tx.tenants.cacheVersion(scope),
    }));
    if (entry !== undefined && fresh.version === entry.version) this.keep(entry, fresh.records);
    return quoteOf(scope, quoteInputFrom(fresh.records, input, now));
  }

  /** What a cart of these items and add-ons needs besides its coupon (Create Booking), in `tx`. */
  cart(tx: Tx, scope: Scope, itemIds: readonly string[], addonIds: readonly string[]): Promise<CartRecords> {
    return this.inTx(
      tx,
      scope,
      (records) => records.coversCart(itemIds, addonIds),
      () => readCartRecords(tx, scope, itemIds, addonIds),
      (records) => cartRecordsFrom(records, itemIds, addonIds),
    );
  }

  /**
   * What a quote of one fleet item without add-ons or coupon needs (the item or null, its rules, the
   * tenant's pricing base), in `tx`: the price calendar's records.
   */
  itemQuote(tx: Tx, scope: Scope, id: string): Promise<ItemQuoteRecords> {
    const input: CalculateInput = { fleet_item_id: id, pickup_date: '', return_date: '' };
    return this.inTx(
      tx,
      scope,
      (records) => records.covers(input),
      () => readQuoteRecords(tx, scope, input),
      (records) => itemQuoteFrom(records, id),
    );
  }

  /**
   * A fleet item (undefined: none with this id) and the tenant's time zone (the availability
   * calendar), in `tx`.
   */
  itemAndZone(tx: Tx, scope: Scope, id: string): Promise<{ item: FleetItemRecord | undefined; timeZone: string }> {
    return this.inTx(
      tx,
      scope,
      (records) => records.base !== undefined && records.items.has(id),
      async () => {
        // Read together (one round trip on PostgreSQL).
        const baseRead = issued(loadPricingBase(tx, scope));
        const itemRead = issued(tx.resources.get(FLEET_ITEMS, scope, id));
        const fresh = new QuoteRecords();
        fresh.base = await baseRead;
        fresh.items.set(id, (await itemRead) ?? null);
        return fresh;
      },
      (records) => {
        // Both the held records and the fresh ones have the base.
        if (records.base === undefined) throw new Error('pricing records without their base');
        return { item: records.items.get(id) ?? undefined, timeZone: records.base.time_zone };
      },
    );
  }

  /**
   * Records for a request that has its own transaction: from memory when `held` says they are there
   * at the version of the request's key, else read in `tx`. What `tx` read is kept when the version
   * it then reads (last, after the records: a commit of a change between the reads would have moved
   * it) is still the entry's: every read saw the records at that version.
   */
  private async inTx<R>(
    tx: Tx,
    scope: Scope,
    held: (records: QuoteRecords) => boolean,
    read: () => Promise<QuoteRecords>,
    from: (records: QuoteRecords) => R,
  ): Promise<R> {
    const version = scope.cacheVersion;
    const entry = version === undefined ? undefined : this.entryAt(scope, version);
    if (entry !== undefined && held(entry.records)) {
      this.stats.hits++;
      return from(entry.records);
    }
    this.stats.misses++;
    const fresh = await read();
    if (entry !== undefined && (await tx.tenants.cacheVersion(scope)) === entry.version) this.keep(entry, fresh);
    return from(fresh);
  }

  /** The records kept for this tenant and mode (tests). */
  recordsOf(scope: Scope): QuoteRecords | undefined {
    return this.entries.get(keyOf(scope))?.records;
  }

  /**
   * The entry for `version`: the one kept if it has that version, a new one if the kept one is older
   * (or none is kept). Undefined when the kept one is newer: this request read the version before
   * another one that has already refreshed the entry; it reads the store and keeps nothing.
   */
  private entryAt(scope: Scope, version: number): Entry | undefined {
    const key = keyOf(scope);
    const kept = this.entries.get(key);
    if (kept !== undefined && kept.version > version) return undefined;
    const entry = kept !== undefined && kept.version === version ? kept : { version, records: new QuoteRecords() };
    // Most recently used last; the first is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxTenants) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  private keep(entry: Entry, fresh: QuoteRecords): void {
    if (fresh.size > this.maxRecordsPerTenant) return; // one request alone is past the bound
    if (entry.records.size + fresh.size > this.maxRecordsPerTenant) entry.records.clearRecords();
    entry.records.absorb(fresh);
  }
}

const keyOf = (scope: Scope) => `${scope.tenantId}:${scope.livemode ? 1 : 0}`;
