/**
 * `POST /v1/pricing/calculate` (and the CLI's `quote`): look up the records the engine needs in the
 * key's tenant and mode and call `calculatePrice`. Reads only: it writes nothing.
 *
 * A quote is built in two steps: read the records it needs into a `QuoteRecords` (in one
 * transaction), then build the engine input from them without I/O. The cache in `cache.ts` keeps
 * `QuoteRecords` between requests and skips the first step when it already holds them.
 */
import {
  type AddonSelection,
  calculatePrice,
  type PriceInput,
  type PriceResult,
  PricingError,
} from '@rentline/pricing-engine';
import { missingRef } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { AddonRecord, CouponRecord, FleetItemRecord, PricingRuleRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { ADDONS, FLEET_ITEMS } from '../store/tables.js';
import { loadPricingBase, type PricingBase, type PricingContext, priceInput } from './engine-input.js';

export interface CalculateInput {
  fleet_item_id: string;
  pickup_date: string;
  return_date: string;
  half_day?: boolean | undefined;
  addons?: { addon_id: string; quantity: number }[] | undefined;
  coupon_code?: string | null | undefined;
  /** true: the answer has `ledger`, each date's share of the price. */
  explain?: boolean | undefined;
}

export interface Quote extends PriceResult {
  object: 'price_calculation';
  livemode: boolean;
  currency: string;
}

/** Records of one tenant and mode, as read from the store; `null` records that none exists. */
export class QuoteRecords {
  base: PricingBase | undefined;
  readonly items = new Map<string, FleetItemRecord | null>();
  /** The active rules that apply to an item (global ones included), by item id. */
  readonly rules = new Map<string, PricingRuleRecord[]>();
  readonly addons = new Map<string, AddonRecord | null>();
  /** By the code exactly as sent: the store matches case-insensitively, and its rule is the one that counts. */
  readonly coupons = new Map<string, CouponRecord | null>();
  /** The active rules for a cart's set of items (global ones included), by {@link cartKey} of the set. */
  readonly cartRules = new Map<string, PricingRuleRecord[]>();

  /** Whether everything `input` needs is here. */
  covers(input: CalculateInput): boolean {
    const id = input.fleet_item_id;
    return (
      this.base !== undefined &&
      this.items.has(id) &&
      (this.items.get(id) === null || this.rules.has(id)) &&
      (input.addons ?? []).every((a) => this.addons.has(a.addon_id)) &&
      (input.coupon_code == null || this.coupons.has(input.coupon_code))
    );
  }

  /** How many records this holds (packages and rules counted one by one), for the cache's bound. */
  get size(): number {
    let n = (this.base?.packages.length ?? 0) + this.items.size + this.addons.size + this.coupons.size;
    for (const rules of this.rules.values()) n += rules.length + 1;
    for (const rules of this.cartRules.values()) n += rules.length + 1;
    return n;
  }

  /** Add what `other` read (same tenant and mode, read no earlier than this one's version). */
  absorb(other: QuoteRecords): void {
    this.base ??= other.base;
    for (const [k, v] of other.items) this.items.set(k, v);
    for (const [k, v] of other.rules) this.rules.set(k, v);
    for (const [k, v] of other.addons) this.addons.set(k, v);
    for (const [k, v] of other.coupons) this.coupons.set(k, v);
    for (const [k, v] of other.cartRules) this.cartRules.set(k, v);
  }

  /** Forget the per-record maps (the base stays). */
  clearRecords(): void {
    this.items.clear();
    this.rules.clear();
    this.addons.clear();
    this.coupons.clear();
    this.cartRules.clear();
  }

  /** Whether everything a cart of these items and add-ons needs, besides its coupon, is here. */
  coversCart(itemIds: readonly string[], addonIds: readonly string[]): boolean {
    return (
      this.base !== undefined &&
      itemIds.every((id) => this.items.has(id)) &&
      addonIds.every((id) => this.addons.has(id)) &&
      this.cartRules.has(cartKey(itemIds))
    );
  }
}

/** A set of item ids as one key: the rules that apply to a cart depend on the set, not its order. */
export const cartKey = (itemIds: readonly string[]): string => [...new Set(itemIds)].sort().join(',');

/** What a cart's price needs besides its coupon: the items and add-ons found, and the context. */
export interface CartRecords {
  items: Map<string, FleetItemRecord>;
  addons: Map<string, AddonRecord>;
  context: PricingContext;
}

/** Read what a cart of `itemIds` and `addonIds` needs, in the caller's transaction. */
export async function readCartRecords(
  tx: Tx,
  scope: Scope,
  itemIds: readonly string[],
  addonIds: readonly string[],
): Promise<QuoteRecords> {
  const records = new QuoteRecords();
  records.base = await loadPricingBase(tx, scope);
  const items = await tx.resources.getMany(FLEET_ITEMS, scope, itemIds);
  for (const id of itemIds) records.items.set(id, items.get(id) ?? null);
  const addons = await tx.resources.getMany(ADDONS, scope, addonIds);
  for (const id of addonIds) records.addons.set(id, addons.get(id) ?? null);
  records.cartRules.set(cartKey(itemIds), await tx.catalog.activeRulesFor(scope, itemIds));
  return records;
}

/** A cart's records out of `records`, which cover it (see `QuoteRecords.coversCart`). */
export function cartRecordsFrom(
  records: QuoteRecords,
  itemIds: readonly string[],
  addonIds: readonly string[],
): CartRecords {
  const base = records.base;
  const rules = records.cartRules.get(cartKey(itemIds));
  if (base === undefined || rules === undefined) throw new Error('records do not cover the cart');
  const items = new Map<string, FleetItemRecord>();
  for (const id of itemIds) {
    const item = records.items.get(id);
    if (item != null) items.set(id, item);
  }
  const addons = new Map<string, AddonRecord>();
  for (const id of addonIds) {
    const addon = records.addons.get(id);
    if (addon != null) addons.set(id, addon);
  }
  return { items, addons, context: { ...base, rules } };
}

/** A fleet item (null: none with that id) and what it is priced with, without add-ons or coupon. */
export interface ItemQuoteRecords {
  item: FleetItemRecord | null;
  context: PricingContext;
}

/** The records of one item's quotes out of `records`, which cover it (see `QuoteRecords.covers`). */
export function itemQuoteFrom(records: QuoteRecords, id: string): ItemQuoteRecords {
  const base = records.base;
  const item = records.items.get(id) ?? null;
  const rules = item === null ? [] : records.rules.get(id);
  if (base === undefined || rules === undefined) throw new Error('quote records do not cover the item');
  return { item, context: { ...base, rules } };
}

/** Read every record `input` needs, in the caller's transaction (one snapshot). */
export async function readQuoteRecords(tx: Tx, scope: Scope, input: CalculateInput): Promise<QuoteRecords> {
  const records = new QuoteRecords();
  records.base = await loadPricingBase(tx, scope);
  const id = input.fleet_item_id;
  const item = (await tx.resources.get(FLEET_ITEMS, scope, id)) ?? null;
  records.items.set(id, item);
  if (item !== null) records.rules.set(id, await tx.catalog.activeRulesFor(scope, [id]));
  const addonIds = (input.addons ?? []).map((a) => a.addon_id);
  const found = await tx.resources.getMany(ADDONS, scope, addonIds);
  for (const addonId of addonIds) records.addons.set(addonId, found.get(addonId) ?? null);
  const code = input.coupon_code;
  if (code != null) records.coupons.set(code, (await tx.catalog.couponByCode(scope, code)) ?? null);
  return records;
}

/**
 * The engine input from records that cover `input` (see `QuoteRecords.covers`). A missing record is
 * reported as the request names it: the item, then each add-on in order, then the coupon.
 */
export function quoteInputFrom(
  records: QuoteRecords,
  input: CalculateInput,
  now: Date,
): { priceInput: PriceInput; currency: string } {
  const item = records.items.get(input.fleet_item_id);
  if (item == null) throw missingRef('fleet item', input.fleet_item_id, 'fleet_item_id');
  const addons: AddonSelection[] = (input.addons ?? []).map((sel, i) => {
    const addon = records.addons.get(sel.addon_id);
    if (addon == null) throw missingRef('add-on', sel.addon_id, `addons.${i}.addon_id`);
    return { addon, quantity: sel.quantity };
  });
  let coupon: CouponRecord | null = null;
  if (input.coupon_code != null) {
    coupon = records.coupons.get(input.coupon_code) ?? null;
    // An unknown code is a coupon problem like the engine's own (expired, exhausted, ...): its error.
    if (coupon === null) {
      throw new PricingError('coupon_invalid', `No such coupon: '${input.coupon_code}'.`, 'coupon_code');
    }
  }
  const base = records.base;
  const rules = records.rules.get(item.id);
  if (base === undefined || rules === undefined) throw new Error('quote records do not cover the request');
  const req = {
    addons,
    pickup_date: input.pickup_date,
    return_date: input.return_date,
    half_day: input.half_day,
    coupon,
    now,
  };
  const engineInput = priceInput({ ...base, rules }, item, req);
  return {
    priceInput: input.explain === true ? { ...engineInput, explain: true } : engineInput,
    currency: base.currency,
  };
}

/** The engine input and the tenant's currency, read in the caller's transaction (one snapshot). */
export async function buildQuoteInput(
  tx: Tx,
  scope: Scope,
  input: CalculateInput,
  now: Date,
): Promise<{ priceInput: PriceInput; currency: string }> {
  return quoteInputFrom(await readQuoteRecords(tx, scope, input), input, now);
}

/** The quote from engine input: what the calculate endpoint answers. */
export function quoteOf(scope: Scope, built: { priceInput: PriceInput; currency: string }): Quote {
  // A PricingError becomes a 400 with its code and param in the HTTP layer.
  return {
    object: 'price_calculation',
    livemode: scope.livemode,
    currency: built.currency,
    ...calculatePrice(built.priceInput),
  };
}

export async function calculateQuote(tx: Tx, scope: Scope, input: CalculateInput, now: Date): Promise<Quote> {
  return quoteOf(scope, await buildQuoteInput(tx, scope, input, now));
}
